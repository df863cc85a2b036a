// The date range of the finance summary and the accountant's CSV exports (GET /api/finance/{org}/...),
// shared by the API and the SPA's presets. Days are YYYY-MM-DD in Argentina.
import { monthIndex, monthOf } from "./report-months";
import * as z from "./zod";

/** The longest range: five years of months. */
export const MAX_FINANCE_MONTHS = 60;
/** Without `from`: the first day of the month eleven months before `to` (twelve whole months). */
export const DEFAULT_FINANCE_MONTHS = 12;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (rejects 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY.test(value) || monthIndex(value.slice(0, 7)) === null) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const day = z.string().refine(isDay, "Fecha inválida: usá AAAA-MM-DD").optional();

export const financeQuery = z.object({ from: day, to: day });
export type FinanceQuery = z.infer<typeof financeQuery>;

export type DayRange = { from: string; to: string };

/** The first day of the month `months - 1` before `to`'s. */
export const rangeStart = (to: string, months = DEFAULT_FINANCE_MONTHS) =>
  `${monthOf(monthIndex(to.slice(0, 7))! - (months - 1))}-01`;

/**
 * The range asked for, with the defaults: `to` today, `from` twelve months back (from the 1st). Returns the
 * field and its Spanish reason when from is after to or the range is longer than five years.
 */
export function financeRange(query: FinanceQuery, today: string): DayRange | { path: "from" | "to"; message: string } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? rangeStart(to);
  if (from > to) return { path: "from", message: "La fecha inicial no puede ser posterior a la final" };
  const months = monthIndex(to.slice(0, 7))! - monthIndex(from.slice(0, 7))! + 1;
  if (months > MAX_FINANCE_MONTHS) return { path: "from", message: "El período no puede superar los 5 años" };
  return { from, to };
}

/** Presets of the SPA's range picker. */
export type FinancePreset = "este-anio" | "ultimos-12" | "anio-pasado";

export function presetRange(preset: FinancePreset, today: string): DayRange {
  const year = Number(today.slice(0, 4));
  if (preset === "este-anio") return { from: `${year}-01-01`, to: today };
  if (preset === "anio-pasado") return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  return { from: rangeStart(today), to: today };
}
