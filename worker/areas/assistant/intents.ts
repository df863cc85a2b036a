// The local model's Spanish intent reader: the documented question and command forms (docs/assistant.md),
// each mapped to the same tool calls a function-calling model would make. With accents or without, vos or
// tú, ¿? optional; names (lots, rodeos, fields, categories) pass as text and the tools match them loosely.
import {
  dayOf,
  drop,
  FIELD_KEYS,
  herdCommand,
  monthOf,
  nameAfter,
  NUMBER,
  periodOf,
  placeOf,
  plain,
  REGISTER,
  RODEO_KEYS,
  tagDigitsOf,
  toNumber,
} from "./intent-text";

export const TOOLS = {
  stock: "stock",
  rain: "rain",
  movements: "movements",
  weights: "weights",
  reproduction: "reproduction",
  supplies: "supplies_low",
  withdrawals: "withdrawals",
  tasks: "tasks",
  registration: "registration",
  animal: "animal",
  propose: "propose_movement",
} as const;
export type ToolName = (typeof TOOLS)[keyof typeof TOOLS];

export interface IntentCall {
  tool: ToolName;
  input: Record<string, unknown>;
}

export interface IntentForm {
  id: string;
  /** What the form recognizes, for docs/assistant.md and the help answer. */
  description: string;
  example: string;
  tool: ToolName;
  read: (t: string) => Record<string, unknown> | null;
}

export const INTENT_FORMS: readonly IntentForm[] = [
  {
    id: "rain-command",
    description: "Registrar lluvia (registrá/registra/anotá/cargá N mm, o llovieron N mm), con día y lote opcionales",
    example: "registrá 25 mm de lluvia hoy en El Bajo",
    tool: TOOLS.propose,
    read: (t) => {
      const m = new RegExp(String.raw`${NUMBER}\s*(?:mm|milimetros?)\b`).exec(t);
      if (!m || /\bcuant/.test(t) || !(new RegExp(REGISTER).test(t) || /llov|lluvia/.test(t))) return null;
      const { lot, rodeo, place } = placeOf(t);
      return drop({ kind: "RAIN", mm: toNumber(m[1]), date: dayOf(t), lot: lot ?? place, rodeo });
    },
  },
  {
    id: "frost-command",
    description: "Registrar una helada (helada hoy, hubo helada ayer en X)",
    example: "helada hoy",
    tool: TOOLS.propose,
    read: (t) => {
      if (!/\bhelada\b/.test(t) || /\bcuant/.test(t)) return null;
      const { lot, rodeo, place } = placeOf(t);
      return drop({ kind: "FROST", date: dayOf(t), lot: lot ?? place, rodeo });
    },
  },
  {
    id: "death-command",
    description: "Registrar muertes (murieron/se murió N categoría del rodeo X)",
    example: "murieron 2 terneros del rodeo Cría General",
    tool: TOOLS.propose,
    read: (t) =>
      herdCommand(t, "DEATH", String.raw`murieron|se murieron|murio|se murio|${REGISTER}(?: la)? muertes? de`),
  },
  {
    id: "birth-command",
    description: "Registrar nacimientos (nacieron/nació N categoría en el rodeo X)",
    example: "nacieron 5 terneros en el rodeo Cría General",
    tool: TOOLS.propose,
    read: (t) => herdCommand(t, "BIRTH", String.raw`nacieron|nacio|${REGISTER}(?: el)? nacimientos? de`),
  },
  {
    id: "registration",
    description: "Animales sin registrar en SENASA: cuántos, cuántos vencidos y el primer vencimiento",
    example: "¿cuántos animales tengo sin registrar en SENASA?",
    tool: TOOLS.registration,
    read: (t) => (/\bsenasa\b|\b(?:sin|por|falta|faltan) registrar\b/.test(t) ? {} : null),
  },
  {
    id: "animal-weight",
    description: "Peso, categoría y rodeo de un animal por los últimos dígitos de su caravana (4 o más)",
    example: "¿cuánto pesa la 0123?",
    tool: TOOLS.animal,
    read: (t) => {
      if (!/\b(?:pesa|pesaba|peso|caravana|animal)\b/.test(t) || nameAfter(t, RODEO_KEYS)) return null;
      const tag = tagDigitsOf(t);
      return tag ? { tag } : null;
    },
  },
  {
    id: "rain-compare",
    description: "Lluvia de un período comparada con el mismo período del año pasado",
    example: "¿cuánto llovió este mes comparado con el año pasado?",
    tool: TOOLS.rain,
    read: (t) => {
      if (!/llov|lluvia|milimetros/.test(t) || !/compar|contra|\bvs\b|respecto/.test(t)) return null;
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
      return /llov|lluvia/.test(t) && month ? { month } : null;
    },
  },
  {
    id: "rain-period",
    description: "Lluvia de hoy, la semana, el mes o el año",
    example: "¿cuánto llovió esta semana?",
    tool: TOOLS.rain,
    read: (t) => (/llov|lluvia/.test(t) ? { period: periodOf(t) ?? "mes" } : null),
  },
  {
    id: "deaths",
    description: "Muertes de un período (cuántas muertes hubo / cuántos murieron)",
    example: "¿cuántas muertes hubo este mes?",
    tool: TOOLS.movements,
    read: (t) =>
      /\bmuertes?\b|\bmurieron\b|mortandad/.test(t) ? { type: "DEATH", period: periodOf(t) ?? "mes" } : null,
  },
  {
    id: "births",
    description: "Nacimientos de un período",
    example: "¿cuántos nacimientos hubo este año?",
    tool: TOOLS.movements,
    read: (t) => (/nacimientos?|nacieron|pariciones/.test(t) ? { type: "BIRTH", period: periodOf(t) ?? "año" } : null),
  },
  {
    id: "sales",
    description: "Ventas de un período (cabezas vendidas)",
    example: "ventas del año",
    tool: TOOLS.movements,
    read: (t) => (/\bventas?\b|vendi|vendimos/.test(t) ? { type: "SELL", period: periodOf(t) ?? "año" } : null),
  },
  {
    id: "purchases",
    description: "Compras de animales de un período",
    example: "compras de hacienda del mes",
    tool: TOOLS.movements,
    read: (t) =>
      /\bcompras?\b|\bcompre\b|compramos/.test(t) && !/insumo/.test(t)
        ? { type: "BUY", period: periodOf(t) ?? "año" }
        : null,
  },
  {
    id: "stock-by-group",
    description: "Stock agrupado por categoría, rodeo, lote o campo",
    example: "stock por categoría",
    tool: TOOLS.stock,
    read: (t) => {
      const m = /\bpor (categoria|rodeo|lote|campo)s?\b/.exec(t);
      if (!m || !/stock|cabezas|animales|hacienda|existencia/.test(t)) return null;
      const by = { categoria: "category", rodeo: "rodeo", lote: "lot", campo: "field" }[m[1] as "categoria"];
      return { by };
    },
  },
  {
    id: "stock-rodeo",
    description: "Stock de un rodeo, por categoría",
    example: "stock del rodeo Cría General",
    tool: TOOLS.stock,
    read: (t) => {
      if (!/stock|cabezas|animales|hacienda|existencia/.test(t)) return null;
      const rodeo = nameAfter(t, RODEO_KEYS);
      return rodeo ? { rodeo, by: "category" } : null;
    },
  },
  {
    id: "stock-field",
    description: "Animales en un campo",
    example: "¿cuántos animales hay en el campo La Esperanza?",
    tool: TOOLS.stock,
    read: (t) => {
      if (!/cuant|stock|cabezas|animales|hacienda/.test(t)) return null;
      const field = nameAfter(t, FIELD_KEYS);
      return field ? { field, by: "category" } : null;
    },
  },
  {
    id: "ev-per-hectare",
    description: "Carga animal: EV y EV por hectárea (total, o de un lote o campo)",
    example: "¿cuál es la carga en EV por hectárea?",
    tool: TOOLS.stock,
    read: (t) => {
      if (!/\bcarga\b|\bev\b|equivalente|ev\/ha|por hectarea/.test(t)) return null;
      const rest = t.replace(
        /\b(?:en\s+)?(?:ev\/ha|ev|equivalentes? vaca)\b|\bpor hectarea\b|\bcarga(?: animal)?\b/g,
        " ",
      );
      const { lot, field, rodeo, place } = placeOf(rest.replace(/\s+/g, " ").trim());
      return lot || field || rodeo || place ? drop({ lot, field, rodeo, place }) : { by: "lot" };
    },
  },
  {
    id: "category-count",
    description: "Cuántos animales de una categoría (vacas, terneros…), en total o en un lote, campo o rodeo",
    example: "¿cuántas vacas tengo en La Aguada?",
    tool: TOOLS.stock,
    read: (t) => {
      const m = /\bcuant[oa]s\s+([a-z]+)\s+(?:tengo|tenes|tienes|hay|quedan|tenemos)\b/.exec(t);
      if (!m || /^(cabezas|animales|bichos|vacunos)$/.test(m[1]!)) return null;
      return drop({ category: m[1], ...placeOf(t) });
    },
  },
  {
    id: "head-count",
    description: "Total de cabezas (cuántas cabezas/animales tengo, stock total), en total o en un lugar",
    example: "¿cuántas cabezas tengo?",
    tool: TOOLS.stock,
    read: (t) => {
      if (
        !/\bcuant[oa]s? (cabezas|animales|hacienda|bichos|vacunos)\b|\bstock\b|\btotal de (cabezas|animales)\b/.test(t)
      ) {
        return null;
      }
      if (/insumo/.test(t)) return null;
      return drop({ ...placeOf(t), by: "category" });
    },
  },
  {
    id: "gain-best",
    description: "Qué rodeo ganó más peso (ganancia diaria de todos los rodeos)",
    example: "¿qué rodeo ganó más peso?",
    tool: TOOLS.weights,
    read: (t) => (/(gano|engordo|aumento) mas|mejor ganancia|mas peso|ranking de ganancia/.test(t) ? {} : null),
  },
  {
    id: "gain-rodeo",
    description: "Ganancia diaria de peso y pesadas de un rodeo",
    example: "ganancia diaria del rodeo Invernada",
    tool: TOOLS.weights,
    read: (t) => {
      if (!/ganancia|engord|adpv|aumento de peso|pesad|peso/.test(t)) return null;
      const rodeo = nameAfter(t, RODEO_KEYS);
      return rodeo ? { rodeo } : null;
    },
  },
  {
    id: "weighings",
    description: "Últimas pesadas y ganancia diaria de cada rodeo",
    example: "últimas pesadas",
    tool: TOOLS.weights,
    read: (t) => (/pesad|ganancia diaria|adpv|cuanto pesan/.test(t) ? { sort: "date" } : null),
  },
  {
    id: "movements",
    description: "Registros (movimientos) de hoy, la semana, el mes o el año",
    example: "movimientos de esta semana",
    tool: TOOLS.movements,
    read: (t) =>
      /movimientos|registros|novedades|que se cargo|que paso/.test(t) ? { period: periodOf(t) ?? "semana" } : null,
  },
  {
    id: "reproduction",
    description: "Preñez e indicadores reproductivos del último ciclo, o de uno por nombre (preñez del ciclo X)",
    example: "¿cómo vienen los indicadores reproductivos?",
    tool: TOOLS.reproduction,
    read: (t) => {
      if (!/prenez|prenad|reproduct|destete|paricion|servicio|ciclo/.test(t)) return null;
      const m = /\b(ciclo|servicio)\s+(?:de\s+)?(.+)$/.exec(t);
      const cycle = m ? (m[1] === "servicio" ? `servicio ${m[2]}` : m[2]) : undefined;
      return cycle ? { cycle } : {};
    },
  },
  {
    id: "supplies-low",
    description: "Insumos por debajo del mínimo",
    example: "¿qué insumos están por debajo del mínimo?",
    tool: TOOLS.supplies,
    read: (t) =>
      /insumo|alimento|stock de/.test(t) && /minimo|faltan|bajo|reponer|comprar|quedan pocos|poco/.test(t) ? {} : null,
  },
  {
    id: "withdrawals",
    description: "Rodeos en carencia (retiro) por tratamientos",
    example: "¿qué rodeos están en carencia?",
    tool: TOOLS.withdrawals,
    read: (t) => (/carencia|retiro|se pueden? vender|restriccion/.test(t) ? {} : null),
  },
  {
    id: "tasks",
    description: "Tareas pendientes, vencidas o para hoy",
    example: "¿qué tengo para hoy?",
    tool: TOOLS.tasks,
    read: (t) => {
      if (/vencid|atrasad/.test(t)) return { filter: "overdue" };
      if (/tareas?.*hoy|para hoy|que tengo que hacer/.test(t)) return { filter: "today" };
      if (/\btareas?\b|pendientes|por hacer/.test(t)) return { filter: "pending" };
      return null;
    },
  },
];

/** The tool calls a question or command asks for (the first form that reads it), or none. */
export function readIntent(text: string, available?: ReadonlySet<string>): IntentCall | null {
  const t = plain(text);
  for (const form of INTENT_FORMS) {
    if (available && !available.has(form.tool)) continue;
    const input = form.read(t);
    if (input) return { tool: form.tool, input };
  }
  return null;
}
