// Days the assistant reads and says, on Argentina's calendar (task-dates.ts): "hoy", "ayer", "12/03",
// and the periods of the read tools ("este mes", "la semana", "el año pasado").
import { formatShortDay } from "../../shared/date-text";
import { MONTHS_ES } from "../../shared/month-names";
import { addDays, isCalendarDay, lastDayOfMonth } from "../../shared/task-dates";
import type { Period } from "./tools/tool-input";

export interface Range {
  from: string;
  to: string;
  /** Spanish: "este mes", "del 01/03/2026 al 31/03/2026". */
  label: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-03-05" → "05/03/2026" (the one formatter, shared/date-text.ts). */
export const dayLabel = (day: string) => formatShortDay(day);

/** "hoy", "ayer", "anteayer", "dd/mm", "dd/mm/aaaa" or "aaaa-mm-dd" → the day, or null. */
export function parseDay(text: string | undefined, today: string): string | null {
  const t = (text ?? "hoy").trim().toLowerCase();
  if (t === "" || t === "hoy") return today;
  if (t === "ayer") return addDays(today, -1);
  if (t === "anteayer") return addDays(today, -2);
  if (isCalendarDay(t)) return t;
  const m = /^(\d{1,2})[/-](\d{1,2})(?:[/-](\d{2}|\d{4}))?$/.exec(t);
  if (!m) return null;
  let year = m[3] ? Number(m[3].length === 2 ? `20${m[3]}` : m[3]) : Number(today.slice(0, 4));
  let day = `${year}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  // "dd/mm" without a year is the last such day, never one in the future.
  if (!m[3] && day > today) {
    year -= 1;
    day = `${year}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  }
  return isCalendarDay(day) ? day : null;
}

/** The Monday of `day`'s week. */
function monday(day: string): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((dow + 6) % 7));
}

/** A period (or explicit days) as a range of days; default `fallback`. */
export function periodRange(
  today: string,
  input: { period?: Period; from?: string; to?: string },
  fallback: Period = "mes",
): Range {
  if (input.from || input.to) {
    const from = input.from ?? "1900-01-01";
    const to = input.to ?? today;
    // "desde el 01/03/2026" when it runs to today ("desde marzo"), else both ends.
    const label = to === today ? `desde el ${dayLabel(from)}` : `del ${dayLabel(from)} al ${dayLabel(to)}`;
    return { from, to, label };
  }
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (input.period ?? fallback) {
    case "hoy":
      return { from: today, to: today, label: "hoy" };
    case "ayer": {
      const d = addDays(today, -1);
      return { from: d, to: d, label: "ayer" };
    }
    case "anteayer": {
      const d = addDays(today, -2);
      return { from: d, to: d, label: "anteayer" };
    }
    case "semana":
      return { from: monday(today), to: today, label: "esta semana" };
    case "semana_pasada": {
      const from = addDays(monday(today), -7);
      return { from, to: addDays(from, 6), label: "la semana pasada" };
    }
    case "7_dias":
      return { from: addDays(today, -6), to: today, label: "los últimos 7 días" };
    case "30_dias":
      return { from: addDays(today, -29), to: today, label: "los últimos 30 días" };
    case "mes":
      return { from: `${today.slice(0, 7)}-01`, to: today, label: "este mes" };
    case "mes_pasado": {
      const y = month === 1 ? year - 1 : year;
      const m = month === 1 ? 12 : month - 1;
      return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(lastDayOfMonth(y, m))}`, label: "el mes pasado" };
    }
    case "año":
      return { from: `${year}-01-01`, to: today, label: "este año" };
    case "año_pasado":
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31`, label: "el año pasado" };
  }
}

export const MONTHS = MONTHS_ES;

/** "entre el 1/1 y hoy", "entre el 2/3 y el 8/3", "el 5/3": a range's days, short, for an answer. */
export function spanText(from: string, to: string, today: string): string {
  const short = (d: string) =>
    `${Number(d.slice(8, 10))}/${Number(d.slice(5, 7))}${d.slice(0, 4) === today.slice(0, 4) ? "" : `/${d.slice(0, 4)}`}`;
  const end = to === today ? "hoy" : `el ${short(to)}`;
  if (from === to) return to === today ? "hoy" : `el ${short(to)}`;
  return `entre el ${short(from)} y ${end}`;
}
