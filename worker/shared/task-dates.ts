// The tasks' calendar (docs/tasks-and-notes.md): days are Argentina's (America/Argentina/Buenos_Aires, UTC−3 all year,
// no daylight saving since 2009), so "today", "overdue" and the morning reminder agree on worker and SPA.

import { DAY_MS } from "./time";

/** Argentina's fixed offset from UTC, in hours. */
export const ARGENTINA_UTC_OFFSET_HOURS = -3;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day (YYYY-MM-DD) it is in Argentina at `now`: at 22:00 there it is still today, though UTC is tomorrow. */
export function argentinaDay(now: Date = new Date()): string {
  return new Date(now.getTime() + ARGENTINA_UTC_OFFSET_HOURS * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whether `s` is a real calendar day written YYYY-MM-DD (2027-02-30 is not). */
export function isCalendarDay(s: string): boolean {
  const m = DAY.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** `day` plus `n` days (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of `month` (1–12) in `year`. */
export const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `day` plus `n` months, clamped to the target month's last day (Jan 31 + 1 → Feb 28, or 29 in leap years). */
export function addMonthsClamped(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const dd = Math.min(d, lastDayOfMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(dd).padStart(2, "0")}`;
}

/** Where a due day falls against `today`: the tabs and the red "vencida" mark use this. */
export type DueState = "overdue" | "today" | "week" | "later" | "none";

/** The due state of an open task (a done one is never overdue: pass done=true to get "none"). */
export function dueState(due: string | null, today: string, done = false): DueState {
  if (!due || done) return "none";
  if (due < today) return "overdue";
  if (due === today) return "today";
  return due <= addDays(today, 6) ? "week" : "later";
}
