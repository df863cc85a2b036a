// Calendar days of herd records: the API stores a day as midnight UTC, so the day is the first
// ten characters of the ISO string; formatting it through local time would show the day before.
import { formatDate } from "../dates";

export const dayOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");

/** dd/mm/yyyy of a record's day. */
export const formatDay = (iso: string | null | undefined) => (iso ? formatDate(dayOf(iso)) : "");

/** Today as YYYY-MM-DD in the user's time zone. */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}
