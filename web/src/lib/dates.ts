// The SPA's dates: today as Argentina's day, calendar days, day differences, the Users "last access" text,
// and the formats people read, which come from the one formatter shared with the worker
// (@shared/date-text: "26 de noviembre de 2026, 04:49", "26/11/2026"...; docs/words-and-dates.md).
import { DEFAULT_TIMEZONE } from "@shared/defaults";
import { formatDateTime, formatLongDay, formatShortDay, recordDay } from "@shared/date-text";
import { DAY_MS } from "@shared/time";
import type { Locale } from "./i18n/locale";

export { formatDayMonth, formatMonth, formatRecent, formatTime } from "@shared/date-text";

/** The time zone whose day dates herd records (the API dates structural entries with it too). */
export const RECORD_TIME_ZONE = DEFAULT_TIMEZONE;

export type DateInput = Date | string | number;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isValid = (d: Date) => !Number.isNaN(d.getTime());

/** A date-only ISO string ('2024-03-05') is a calendar day (local midnight), not UTC midnight. */
export function parseDate(input: DateInput): Date {
  if (input instanceof Date) return input;
  if (typeof input === "string" && DAY.test(input)) {
    const [y, m, d] = input.split("-").map(Number) as [number, number, number];
    return new Date(y, m - 1, d);
  }
  return new Date(input);
}

/**
 * Today as YYYY-MM-DD in Argentina's time zone (what date inputs hold and records are dated with):
 * at 22:00 in Buenos Aires it is still today there, though UTC is already on tomorrow.
 */
export function todayIso(now: Date = new Date(), timeZone: string = RECORD_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A record's calendar day: the API stores a day as midnight UTC, so it is the ISO string's first ten characters. */
export const dayOf = recordDay;

/** dd/mm/yyyy: a day string as written, an instant on Argentina's clock. */
export const formatDate = (input: DateInput): string => formatShortDay(input);

/** dd/mm/yyyy of a record's day (never shifted to the day before by a clock). */
export const formatDay = (iso: string | null | undefined) => (iso ? formatShortDay(recordDay(iso)) : "");

/** A record's day in words: "26 de noviembre de 2026". */
export const formatLongRecordDay = (iso: string | null | undefined, locale: Locale = "es") =>
  iso ? formatLongDay(recordDay(iso), locale) : "";

/** An instant with its time: "26 de noviembre de 2026, 04:49" ("November 26, 2026, 04:49"). */
export const formatLongDate = (input: DateInput, locale: Locale = "es"): string => formatDateTime(input, locale);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); records' ISO strings count by their day. */
export function daysBetween(from: DateInput, to: DateInput): number {
  const asDay = (input: DateInput) => parseDate(typeof input === "string" && !DAY.test(input) ? dayOf(input) : input);
  const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  return Math.round((midnight(asDay(to)) - midnight(asDay(from))) / DAY_MS);
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Users screen "Último acceso" (docs/client-rules.md thresholds 1 h, 24 h, 168 h): 'Hace unos minutos'
 * under an hour, 'Hace {n}h' under a day, 'Hace {n}d' under a week, else the date.
 */
export function relativeLastAccess(
  input: DateInput | null | undefined,
  now: Date = new Date(),
  locale: Locale = "es",
): string {
  if (input === null || input === undefined || input === "") return locale === "es" ? "Nunca" : "Never";
  const d = input instanceof Date ? input : new Date(input);
  if (!isValid(d)) return locale === "es" ? "Nunca" : "Never";
  const hours = Math.max(0, now.getTime() - d.getTime()) / HOUR_MS;
  if (hours < 1) return locale === "es" ? "Hace unos minutos" : "A few minutes ago";
  if (hours < 24) return locale === "es" ? `Hace ${Math.floor(hours)}h` : `${Math.floor(hours)}h ago`;
  if (hours < 168) return locale === "es" ? `Hace ${Math.floor(hours / 24)}d` : `${Math.floor(hours / 24)}d ago`;
  return formatDate(d);
}
