// Month ranges of the consumption report (GET /api/asset/{org}/consumption): parsing, checking and the
// default (the last 12 months), shared by the API and the SPA's filter.

/** The longest range the report covers. */
export const MAX_REPORT_MONTHS = 36;
export const DEFAULT_REPORT_MONTHS = 12;

const MONTH = /^(\d{4})-(\d{2})$/;

/** YYYY-MM → a month index (year × 12 + month − 1), or null when not a month. */
export function monthIndex(month: string): number | null {
  const m = MONTH.exec(month);
  if (!m) return null;
  const [year, mon] = [Number(m[1]), Number(m[2])];
  if (mon < 1 || mon > 12 || year < 1900 || year > 2200) return null;
  return year * 12 + mon - 1;
}

export const monthOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;

/** Every month from `from` to `to`, both included (valid months, from ≤ to). */
export function monthsBetween(from: string, to: string): string[] {
  const [a, b] = [monthIndex(from)!, monthIndex(to)!];
  return Array.from({ length: b - a + 1 }, (_, i) => monthOf(a + i));
}

/** Days in a month (YYYY-MM). */
export const daysInMonth = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

export type MonthRange = { from: string; to: string };

/**
 * The range asked for, completed with the defaults: `to` the current month, `from` 11 months before `to`.
 * Returns the field and its Spanish reason when it is not a valid range (bad month, from after to, over 36 months).
 */
export function reportRange(
  query: { from?: string; to?: string },
  currentMonth: string,
): MonthRange | { path: "from" | "to"; message: string } {
  if (query.from !== undefined && monthIndex(query.from) === null) {
    return { path: "from", message: "Mes inicial inválido: usá AAAA-MM" };
  }
  if (query.to !== undefined && monthIndex(query.to) === null) {
    return { path: "to", message: "Mes final inválido: usá AAAA-MM" };
  }
  const to = query.to ?? monthOf(Math.max(monthIndex(currentMonth)!, monthIndex(query.from ?? currentMonth)!));
  const from = query.from ?? monthOf(monthIndex(to)! - (DEFAULT_REPORT_MONTHS - 1));
  const span = monthIndex(to)! - monthIndex(from)! + 1;
  if (span < 1) return { path: "from", message: "El mes inicial no puede ser posterior al mes final" };
  if (span > MAX_REPORT_MONTHS) {
    return { path: "from", message: `El período no puede superar los ${MAX_REPORT_MONTHS} meses` };
  }
  return { from, to };
}
