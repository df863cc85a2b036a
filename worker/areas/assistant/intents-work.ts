// The local model's forms over supplies and work (docs/assistant.md): a supply running low, money spent on
// supplies in a period, supplies under minimum, rodeos that cannot be sold (withdrawals), tasks by member,
// day and state.
import { isCattleWord, rangeOf } from "./intent-text";
import { TOOLS, type IntentForm } from "./intent-types";

/** The supply kind a spending question names (shared/supply-schemas.ts SUPPLY_KINDS), or undefined. */
function kindOf(t: string): string | undefined {
  if (/\balimentos?\b|\bcomida\b|\bracion\b|\balimentacion\b|\bsuplement/.test(t)) return "alimento";
  if (/\bmedicamentos?\b|\bremedios?\b/.test(t)) return "medicamento";
  if (/\bsanidad\b|\bvacunas?\b|\bsanitari/.test(t)) return "sanidad";
  if (/\bcombustible\b|\bgasoil\b|\bnafta\b/.test(t)) return "combustible";
  return undefined;
}

/** Words after "sin", "queda…" that name no supply. */
const NO_SUPPLY =
  /^(?:pendientes?|tareas?|nada|por hacer|para hacer|hacer|vender|dias?|animales|cabezas|vacas?|vaquillonas?|terner[oa]s?|novill\w*|tor[oi]\w*|bichos?|hacienda)$/;
const cleanSupply = (s: string | undefined) => {
  const name = s
    ?.replace(/\s+(?:todavia|en stock|en el galpon|en deposito|en el campo|para (?:el|la|los|las) .*)$/, "")
    .trim();
  return name && !NO_SUPPLY.test(name) ? name : undefined;
};

/** Tasks: whose ("tareas de Lucía", "qué tiene que hacer Juan"), the caller's ("mis tareas"). */
function assigneeOf(t: string): string | undefined {
  const m =
    /\btareas?(?: (?:pendientes|vencidas|atrasadas|hechas|de hoy|para hoy|para manana))? (?:de|para|asignadas a) ([a-z]+)\b/.exec(
      t,
    ) ??
    /\bque (?:tiene|le toca|le queda) (?:que hacer|hacer|pendiente)?\s*(?:a )?([a-z]+)\b/.exec(t) ??
    /\ble toca (?:hacer )?a ([a-z]+)\b/.exec(t) ??
    /\b([a-z]+) que tareas tiene\b/.exec(t) ??
    // «qué tareas tiene Lucía pa mañana».
    /\bque tareas tiene ([a-z]+)\b/.exec(t);
  const name = m?.[1];
  return name &&
    !/^(?:hoy|manana|la|el|esta|este|semana|mes|pendientes?|hechas?|vencidas?|que|hacer|tareas?)$/.test(name)
    ? name
    : undefined;
}

export const WORK_FORMS: readonly IntentForm[] = [
  {
    id: "withdrawals",
    description: "Rodeos en carencia (retiro) por tratamientos: cuáles no se pueden vender y hasta cuándo",
    example: "¿qué rodeos están en carencia?",
    tool: TOOLS.withdrawals,
    read: (t) =>
      /carencia|\bretiro\b|se pueden? vender|restriccion|\bno (?:puedo|podemos|se puede|se pueden) (?:vender|mandar|cargar)|\bpuedo vender\b|\bpara faena\b|\bfrigo(?:rifico)?\b|tiene remedio/.test(
        t,
      )
        ? {}
        : null,
  },
  {
    id: "supply-costs",
    description: "Plata gastada en insumos de un período (compras y consumo valorizado): de un tipo, de uno o de todos",
    example: "¿cuánta plata gasté en alimento este mes?",
    tool: TOOLS.supplyCosts,
    read: (t, { today }) => {
      if (!/\bplata\b|\bgast|\bpesos\b|\$|\bcost[oa]|\bcuanto (?:me )?(?:sale|salio|cuesta)\b/.test(t)) return null;
      const kind = kindOf(t);
      if (kind || /\binsumos?\b/.test(t)) return { ...(kind ? { kind } : {}), ...rangeOf(t, today, "mes") };
      // One supply by name: "cuánto nos costaron los rollos este año", "cuánta plata se fue en maíz" (not
      // animals: those are purchases).
      const m =
        /\b(?:costaron|costo|costaba|gastamos en|gaste en|gastado en|se gasto en|se (?:nos |me )?fue(?:ron)? en)\s+(?:el |la |los |las )?([a-z ]+?)(?:\s+(?:este|esta|el|la|en lo|desde|del|de este)\b.*)?$/.exec(
          t,
        );
      const supply = cleanSupply(m?.[1]);
      return supply && !/^(?:compra|venta|hacienda)/.test(supply) ? { supply, ...rangeOf(t, today, "mes") } : null;
    },
  },
  {
    id: "tasks",
    description:
      "Tareas de hoy, mañana o la semana; pendientes, en curso, hechas o vencidas; de una persona (de Lucía)",
    example: "¿qué tengo para hoy?",
    tool: TOOLS.tasks,
    read: (t) => {
      const assignee = assigneeOf(t);
      const mine = /\bmis tareas\b|\btengo (?:que hacer|para)\b/.test(t) && !assignee ? true : undefined;
      const who = {
        ...(assignee ? { assignee } : {}),
        ...(mine && !/que tengo para hoy|que tengo que hacer/.test(t) ? { mine } : {}),
      };
      if (/vencid|atrasad|se (?:nos|me) (?:paso|pasaron|quedo|quedaron)/.test(t)) return { filter: "overdue", ...who };
      if (/\ben curso\b|\bempezad[ao]s\b/.test(t)) return { filter: "in_progress", ...who };
      if (
        /\bhechas?\b|terminad|\btermin(?:aron|o)\b|completad|\bhizo\b|\bhicieron\b/.test(t) &&
        (assignee || /tareas?/.test(t))
      ) {
        return { filter: "done", ...who };
      }
      if (/\bmanana\b/.test(t) && (assignee || /tareas?|que hacer|para manana/.test(t)))
        return { filter: "tomorrow", ...who };
      if (
        /tareas?.*hoy|para hoy|pa hoy|que tengo que hacer|(?:que|para) hacer hoy|pendiente.*\bhoy\b/.test(t) ||
        (assignee && /\bhoy\b/.test(t))
      ) {
        return { filter: "today", ...who };
      }
      if (/(?:tareas?|hacer|pendientes?).*semana/.test(t)) return { filter: "week", ...who };
      // «¿cuándo toca pesar la invernada?»: the pending list says when each task is due.
      if (/\btareas?\b|pendientes|por hacer|que hacer|\bcuando toca\b/.test(t) || assignee) {
        return { filter: "pending", ...who };
      }
      return null;
    },
  },
  {
    id: "supply-stock",
    description: "Cuánto queda de un insumo y si está bajo su mínimo (¿queda rollo?, me estoy quedando sin maíz)",
    example: "¿me estoy quedando sin maíz?",
    tool: TOOLS.supplies,
    read: (t) => {
      const m =
        /\b(?:quedando|quede|quedamos|quedo|corto|cortos|faltando|falta|faltan)\s+(?:sin|de)\s+([a-z ]+)$/.exec(t) ??
        /\bcuant[oa]s?\s+([a-z]+)\s+(?:me |nos )?(?:queda|quedan|tengo|tenemos|hay)\b/.exec(t) ??
        /\b(?:queda|quedan)\s+(?:algo de\s+|poco\s+|poca\s+|mucho\s+|mucha\s+)?([a-z ]+)$/.exec(t);
      const supply = cleanSupply(m?.[1]);
      return supply && !isCattleWord(supply) ? { supply } : null;
    },
  },
  {
    id: "supplies-low",
    description: "Insumos por debajo del mínimo",
    example: "¿qué insumos están por debajo del mínimo?",
    tool: TOOLS.supplies,
    read: (t) =>
      (/insumo|alimento|stock de/.test(t) && /minimo|faltan|bajo|reponer|comprar|quedan pocos|poco/.test(t)) ||
      /\bbajo (?:el |del |su )?minimo\b|\bestamos cortos\b|\bhay que reponer\b/.test(t)
        ? {}
        : null,
  },
];
