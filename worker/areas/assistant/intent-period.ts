// Periods a rancher names in words (docs/assistant.md): "el mes pasado", "la última semana", "la semana
// pasada", "antes de ayer", "en lo que va del año", "desde marzo", "desde el 15/3"… as the tools' inputs.
import { MONTHS, parseDay } from "./dates";
import type { Period } from "./tools/tool-input";

/** The period a question names ("esta semana", "el mes pasado"...), or undefined. */
export function periodOf(t: string): Period | undefined {
  if (/\bmes pasado\b|\bmes anterior\b/.test(t)) return "mes_pasado";
  if (/\bano pasado\b|\bano anterior\b/.test(t) && !/compar|contra|vs\b|respecto/.test(t)) return "año_pasado";
  if (/\bsemana pasada\b|\bsemana anterior\b/.test(t)) return "semana_pasada";
  if (/\bultima semana\b|\bultimos (?:7|siete) dias\b/.test(t)) return "7_dias";
  if (/\bultimos 30 dias\b|\bultimo mes\b/.test(t)) return "30_dias";
  if (/\bhoy\b/.test(t)) return "hoy";
  if (/\banteayer\b|\bantes de ayer\b|\bantier\b/.test(t)) return "anteayer";
  if (/\bayer\b/.test(t)) return "ayer";
  if (/\bsemana\b/.test(t)) return "semana";
  if (/\bmes\b/.test(t)) return "mes";
  if (/\bano\b|\ben lo que va\b/.test(t)) return "año";
  return undefined;
}

/** "desde marzo" → the last 1 March not in the future; "desde el 15/3" → that day; else undefined. */
function sinceOf(t: string, today: string): string | undefined {
  const day = /\bdesde (?:el )?(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\b/.exec(t)?.[1];
  if (day) return parseDay(day, today) ?? undefined;
  const name = /\bdesde (?:principios de |el \d{1,2} de )?([a-z]+)\b/.exec(t)?.[1];
  const month = name ? MONTHS.indexOf(name as (typeof MONTHS)[number]) + 1 || (name === "setiembre" ? 9 : 0) : 0;
  if (!month) return undefined;
  const year = Number(today.slice(0, 4)) - (month > Number(today.slice(5, 7)) ? 1 : 0);
  return `${year}-${String(month).padStart(2, "0")}-01`;
}

/** A question's days as tool input: `{ from }` for "desde …", `{ period }` when named, else `{ period: fallback }`. */
export function rangeOf(t: string, today: string, fallback?: Period): { period?: Period; from?: string } {
  const from = sinceOf(t, today);
  if (from) return { from };
  const period = periodOf(t) ?? fallback;
  return period ? { period } : {};
}
