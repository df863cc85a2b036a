// SQL pieces every herd read shares: inline id lists and the start of the organization's year.
import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_TIMEZONE } from "../../../shared/defaults";

/**
 * `IN (...)` list of integer ids, written inline: D1 allows at most 100 bound parameters per statement and
 * a lot list can be longer. Only safe integers get through; an empty list matches nothing.
 */
export function idList(ids: readonly number[]): SQL {
  const safe = ids.filter((id) => Number.isSafeInteger(id));
  return safe.length ? sql.raw(safe.join(", ")) : sql`NULL`;
}

/** One formatter per time zone: building one costs more than the rest of a lot read's SQL. */
const yearFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * The last answer per time zone and the minute it is for: formatting a date in a time zone still cost a visible
 * part of every write that reads its lots back, and the year changes once a year.
 */
const lastYearStart = new Map<string, { minute: number; value: string }>();

/** Jan 1 of the current year in the organization's time zone, as the movements' ISO date prefix. */
export function yearStart(now = new Date(), timeZone = DEFAULT_TIMEZONE): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastYearStart.get(timeZone);
  if (last?.minute === minute) return last.value;
  let format = yearFormats.get(timeZone);
  if (!format) yearFormats.set(timeZone, (format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric" })));
  const value = `${format.format(now)}-01-01`;
  lastYearStart.set(timeZone, { minute, value });
  return value;
}
