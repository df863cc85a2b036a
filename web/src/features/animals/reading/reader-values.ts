// The values a reader or a scale writes next to each tag (docs/animals-reading.md): a day, a time of day,
// or both in one cell, and a weight in kilograms with a comma or a dot before the decimals.
import { MONTHS_EN, MONTHS_ES } from "@shared/month-names";

/** Day first (Argentina, most exports) or month first (an English-locale export). */
export type DayOrder = "dmy" | "mdy";

/** The heaviest weight taken as real: no bovine weighs more. */
export const MAX_WEIGHT_KG = 3000;

const ISO_DAY = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/;
const SHORT_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const NAMED_DAY = /^(\d{1,2})[\s/.-]+([a-záéíóú]{3,})\.?[\s/.-]+(\d{2}|\d{4})$/i;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?(?:\s*([ap])\.?\s*m\.?)?$/i;
const TRAILING_TIME =
  /(?:^|[\sT])(\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?(?:\s*[ap]\.?\s*m\.?)?)(?:Z|[+-]\d{2}:?\d{2})?$/i;

const pad = (n: number) => String(n).padStart(2, "0");

/** "Mar", "ago", "Sept." → the month's first three letters, lower case, no accents. */
const monthKey = (word: string) =>
  word
    .slice(0, 3)
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
const MONTH_WORDS = new Map<string, number>(
  [...MONTHS_ES, ...MONTHS_EN].map((name, i) => [monthKey(name), (i % 12) + 1]),
);

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  const d = new Date(Date.UTC(year, month - 1, day));
  const real = d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** A day as YYYY-MM-DD, or null when the text is not one (or not a real calendar day). */
export function parseDay(text: string, order: DayOrder = "dmy"): string | null {
  const t = text.trim();
  let m = ISO_DAY.exec(t);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = SHORT_DAY.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return order === "dmy" ? isoDay(Number(m[3]), b, a) : isoDay(Number(m[3]), a, b);
  }
  m = NAMED_DAY.exec(t);
  if (m) {
    const month = MONTH_WORDS.get(monthKey(m[2] ?? ""));
    return month ? isoDay(Number(m[3]), month, Number(m[1])) : null;
  }
  return null;
}

/** A time of day as HH:MM or HH:MM:SS (24 h; "a. m."/"PM" converted), or null. */
export function parseTimeOfDay(text: string): string | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const [minute, second] = [Number(m[2]), m[3] === undefined ? null : Number(m[3])];
  const half = m[4]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || (second !== null && second > 59)) return null;
  return second === null ? `${pad(hour)}:${pad(minute)}` : `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** A cell that may hold a day, a time, or a day and a time ("12/03/2024 10:22", "2024-03-12T10:22:31"). */
export function parseDayAndTime(text: string, order: DayOrder = "dmy"): { date: string | null; time: string | null } {
  const t = text.trim();
  const time = TRAILING_TIME.exec(t);
  if (!time) return { date: parseDay(t, order), time: null };
  const rest = t.slice(0, time.index).trim();
  return { date: rest ? parseDay(rest, order) : null, time: parseTimeOfDay(time[1] ?? "") };
}

/**
 * The order of the short days (a/b/year) of one file: month first only when some day cannot be read day
 * first (a second number over 12) and none month first; otherwise day first, as Argentina writes them.
 */
export function dayOrderOf(cells: readonly string[]): DayOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const cell of cells) {
    const m = SHORT_DAY.exec(cell.trim().split(/[\sT]/)[0] ?? "");
    if (!m) continue;
    if (Number(m[1]) > 12) dayFirst = true;
    if (Number(m[2]) > 12) monthFirst = true;
  }
  return monthFirst && !dayFirst ? "mdy" : "dmy";
}

/**
 * A weight in kg: "412", "412.5", "412,5", "1.012,5", "412 kg". Null for an empty cell, NaN for a cell that
 * is not a weight (text, zero, negative, over MAX_WEIGHT_KG).
 */
export function parseWeight(text: string): number | null {
  const t = text
    .trim()
    .replace(/\s*kgs?\.?$/i, "")
    .replace(/\s/g, "");
  if (!t) return null;
  if (!/^\d[\d.,]*$/.test(t)) return NaN;
  const lastMark = Math.max(t.lastIndexOf(","), t.lastIndexOf("."));
  const whole = lastMark < 0 ? t : t.slice(0, lastMark);
  const decimals = lastMark < 0 ? "" : t.slice(lastMark + 1);
  // Marks before the decimal one group thousands: exactly three digits after each.
  if (whole.includes(",") || whole.includes(".")) {
    if (!/^\d{1,3}(?:[.,]\d{3})+$/.test(whole)) return NaN;
  }
  const kg = Number(`${whole.replace(/[.,]/g, "")}.${decimals || "0"}`);
  return kg > 0 && kg <= MAX_WEIGHT_KG ? kg : NaN;
}
