// The one date formatter for what people read, in the SPA and in the worker's texts (assistant, WhatsApp,
// mails): Spanish order, Argentina's clock. See docs/words-and-dates.md.
//   date and time  "26 de noviembre de 2026, 04:49"
//   day            "26 de noviembre de 2026"
//   short day      "26/11/2026"   (lists, tables, charts, CSV)
//   day and month  "26/11"        (the tightest places: chart axes, the inbox)
// A calendar day ("2026-11-26") is shown as that day; an instant (an ISO timestamp) on Argentina's clock
// (America/Argentina/Buenos_Aires, every organization's time zone), never the device's, so a record reads the
// same on every phone and in every message.
import { MONTHS_EN, MONTHS_ES } from "./month-names";
import { ARGENTINA_UTC_OFFSET_HOURS } from "./task-dates";

export type DateLocale = "es" | "en";
export type DateValue = Date | string | number;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const OFFSET_MS = ARGENTINA_UTC_OFFSET_HOURS * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, "0");

interface Parts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The calendar parts of a value: a day string as written, anything else as Argentina's clock shows it
 * (UTC−3 all year, no daylight saving since 2009: task-dates.ts counts its days the same way).
 */
export function dateParts(value: DateValue): Parts | null {
  if (typeof value === "string") {
    const m = DAY.exec(value);
    if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: 0, minute: 0 };
  }
  const t = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(t)) return null;
  const d = new Date(t + OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

const longDay = (p: Parts, locale: DateLocale) =>
  locale === "en"
    ? `${MONTHS_EN[p.month - 1]} ${p.day}, ${p.year}`
    : `${p.day} de ${MONTHS_ES[p.month - 1]} de ${p.year}`;

/** "26 de noviembre de 2026, 04:49" ("November 26, 2026, 04:49" in English); "" for an invalid value. */
export function formatDateTime(value: DateValue, locale: DateLocale = "es"): string {
  const p = dateParts(value);
  return p ? `${longDay(p, locale)}, ${pad(p.hour)}:${pad(p.minute)}` : "";
}

/** "26 de noviembre de 2026" ("November 26, 2026"). */
export function formatLongDay(value: DateValue, locale: DateLocale = "es"): string {
  const p = dateParts(value);
  return p ? longDay(p, locale) : "";
}

/** "26/11/2026". */
export function formatShortDay(value: DateValue): string {
  const p = dateParts(value);
  return p ? `${pad(p.day)}/${pad(p.month)}/${p.year}` : "";
}

/** "26/11". */
export function formatDayMonth(value: DateValue): string {
  const p = dateParts(value);
  return p ? `${pad(p.day)}/${pad(p.month)}` : "";
}

/** "04:49". */
export function formatTime(value: DateValue): string {
  const p = dateParts(value);
  return p ? `${pad(p.hour)}:${pad(p.minute)}` : "";
}

/** A record's day (stored as midnight UTC, or a bare day): its first ten characters, never shifted by a clock. */
export const recordDay = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");

/** The time when `value` falls on `now`'s day (on the same clock), else the day and month: the inbox's form. */
export function formatRecent(value: DateValue, now: Date = new Date()): string {
  const p = dateParts(value);
  const today = dateParts(now);
  if (!p || !today) return "";
  const sameDay = p.year === today.year && p.month === today.month && p.day === today.day;
  return sameDay ? `${pad(p.hour)}:${pad(p.minute)}` : `${pad(p.day)}/${pad(p.month)}`;
}

/** "2026-03" → "mar 2026" (chart axes and report tables); "marzo de 2026" with `long`. */
export function formatMonth(month: string, long = false): string {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  const name = m ? MONTHS_ES[Number(m[2]) - 1] : undefined;
  if (!m || !name) return month;
  return long ? `${name} de ${m[1]}` : `${name.slice(0, 3)} ${m[1]}`;
}
