// The local model's forms over the records of a period (docs/assistant.md): rain, frosts, deaths, births,
// sales and purchases (in head, kilos or pesos) and the log, each read with its period in words.
import { monthOf, rangeOf } from "./intent-text";
import { TOOLS, type IntentForm } from "./intent-types";

/** What a sale or purchase question counts: kilos, pesos, or head (the default). */
export function measureOf(t: string): "kg" | "pesos" | "cabezas" | undefined {
  if (/\bkilos?\b|\bkg\b|\bkilogramos?\b/.test(t)) return "kg";
  if (
    /\bplata\b|\bpesos\b|\bgast|\$|\bdinero\b|\bmonto\b|\bimporte\b|\bfactur|\bcuanto (?:cobre|saque|hice|gane)\b/.test(
      t,
    )
  ) {
    return "pesos";
  }
  if (/\bcabezas\b/.test(t)) return "cabezas";
  return undefined;
}

/** Rain asked in other words: "agua", "milímetros", "cuántos mm cayeron". */
const RAIN = /llov|lluvia|\bagua\b|milimetros|\bmm\b/;

const SALES = /\bventas?\b|\bvendi|\bvendimos\b|\bvendid[oa]s?\b/;
const PURCHASES = /\bcompras?\b|\bcompre\b|\bcompramos\b|\bcomprad[oa]s?\b/;

export const RECORD_FORMS: readonly IntentForm[] = [
  {
    id: "rain-compare",
    description: "Lluvia de un período comparada con el mismo período del año pasado",
    example: "¿cuánto llovió este mes comparado con el año pasado?",
    tool: TOOLS.rain,
    read: (t) => {
      if (!RAIN.test(t) || !/compar|contra|\bvs\b|respecto|mas o menos|mas que|menos que/.test(t)) return null;
      const month = monthOf(t);
      return month ? { month } : { period: /\bano\b(?! pasado)/.test(t.replace(/ano pasado/g, "")) ? "año" : "mes" };
    },
  },
  {
    id: "rain-month",
    description: "Lluvia de un mes por nombre (y el mismo mes del año pasado)",
    example: "lluvia de marzo",
    tool: TOOLS.rain,
    read: (t) => {
      const month = monthOf(t);
      return RAIN.test(t) && month && !/\bdesde\b/.test(t) ? { month } : null;
    },
  },
  {
    id: "rain-period",
    description: "Lluvia de un período: hoy, ayer, la semana (o la pasada), el mes, el año, desde marzo…",
    example: "¿cuánto llovió esta semana?",
    tool: TOOLS.rain,
    read: (t, { today }) => (RAIN.test(t) ? rangeOf(t, today, "mes") : null),
  },
  {
    id: "frosts",
    description: "Heladas de un período (¿hubo helada esta semana?)",
    example: "¿hubo helada esta semana?",
    tool: TOOLS.movements,
    read: (t, { today }) =>
      /\bheladas?\b|\bhelo\b/.test(t) ? { type: "FROST", ...rangeOf(t, today, "semana") } : null,
  },
  {
    id: "deaths",
    description: "Muertes de un período (cuántas muertes hubo / cuántos murieron)",
    example: "¿cuántas muertes hubo este mes?",
    tool: TOOLS.movements,
    read: (t, { today }) =>
      /\bmuertes?\b|\bmurieron\b|\bmurio\b|mortandad|\bmuertos\b/.test(t)
        ? { type: "DEATH", ...rangeOf(t, today, "mes") }
        : null,
  },
  {
    id: "births",
    description: "Nacimientos de un período",
    example: "¿cuántos nacimientos hubo este año?",
    tool: TOOLS.movements,
    read: (t, { today }) =>
      /nacimientos?|nacieron|\bnacio\b|pariciones/.test(t) ? { type: "BIRTH", ...rangeOf(t, today, "año") } : null,
  },
  {
    id: "sales-kilos",
    description: "Kilos vendidos en un período (cabezas × peso medio de cada venta)",
    example: "¿cuántos kilos vendí este año?",
    tool: TOOLS.movements,
    read: (t, { today }) =>
      SALES.test(t) && measureOf(t) === "kg" ? { type: "SELL", measure: "kg", ...rangeOf(t, today, "año") } : null,
  },
  {
    id: "sales-money",
    description: "Pesos de las ventas de un período (precio por kilo o por cabeza de cada venta)",
    example: "¿cuánta plata hice con las ventas del año?",
    tool: TOOLS.movements,
    read: (t, { today }) =>
      SALES.test(t) && measureOf(t) === "pesos"
        ? { type: "SELL", measure: "pesos", ...rangeOf(t, today, "año") }
        : null,
  },
  {
    id: "sales",
    description: "Ventas de un período (cabezas vendidas)",
    example: "ventas del año",
    tool: TOOLS.movements,
    read: (t, { today }) => (SALES.test(t) ? { type: "SELL", ...rangeOf(t, today, "año") } : null),
  },
  {
    id: "purchases",
    description: "Compras de animales de un período (en cabezas, kilos o pesos)",
    example: "compras de hacienda del mes",
    tool: TOOLS.movements,
    read: (t, { today }) => {
      if (!PURCHASES.test(t) || /insumo|alimento|rollo|maiz|racion|gasoil/.test(t)) return null;
      const measure = measureOf(t);
      return { type: "BUY", ...(measure ? { measure } : {}), ...rangeOf(t, today, "año") };
    },
  },
  {
    id: "movements",
    description: "Registros (movimientos) de hoy, la semana, el mes o el año",
    example: "movimientos de esta semana",
    tool: TOOLS.movements,
    read: (t, { today }) =>
      /movimientos|registros|novedades|que se cargo|que paso/.test(t) ? rangeOf(t, today, "semana") : null,
  },
];
