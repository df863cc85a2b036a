// Meat withdrawal (docs/herd.md): a TREATMENT or MEDICINE with withdrawal days gives a clearance day,
// the record's day plus those days. The API stores it in data.clearance_date; the SPA reads it
// through clearanceDay so an optimistic entry (not yet stored) or an older record reads the same.

import { DAY_MS } from "./time";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD plus whole days, in UTC so no time zone or daylight saving shifts the day. */
export const addCalendarDays = (day: string, days: number) =>
  new Date(Date.parse(day.slice(0, 10)) + days * DAY_MS).toISOString().slice(0, 10);

/** The longest withdrawal a treatment or a medicine may state (the schemas' bound). */
export const MAX_WITHDRAWAL_DAYS = 365;

export const WITHDRAWAL_TYPES: readonly string[] = ["TREATMENT", "MEDICINE"];

type ClearanceSource = { type: string; date: string; data?: Record<string, unknown> | null };

/**
 * The day its animals are clear of the product (YYYY-MM-DD), or null: not a treatment or medicine,
 * or no withdrawal days (zero days is no withdrawal, so nothing to show).
 */
export function clearanceDay(m: ClearanceSource): string | null {
  if (!WITHDRAWAL_TYPES.includes(m.type)) return null;
  const data = m.data ?? {};
  const days = data.withdrawal_days;
  const stored = data.clearance_date;
  if (typeof days === "number" && days <= 0) return null;
  if (typeof stored === "string" && DAY.test(stored)) return stored;
  if (typeof days !== "number" || !Number.isFinite(days) || !DAY.test(m.date.slice(0, 10))) return null;
  return addCalendarDays(m.date, days);
}

/**
 * The latest clearance day among live (not deleted) records that is today or later: a rodeo is
 * under withdrawal up to and including its clearance day. Null when none is still running.
 */
export function activeClearance(
  movements: ReadonlyArray<ClearanceSource & { deleted?: boolean }>,
  today: string,
): string | null {
  let latest: string | null = null;
  for (const m of movements) {
    if (m.deleted) continue;
    const day = clearanceDay(m);
    if (day && day >= today && (latest === null || day > latest)) latest = day;
  }
  return latest;
}
