// Date display (SPEC.md §5, §2): dd/mm/yyyy, the long form 'MMMM d yyyy, HH:mm h' in Spanish or
// English, and the relative "last access" text of the Users screen.
import { format } from "date-fns/format";
import { enUS } from "date-fns/locale/en-US";
import { es } from "date-fns/locale/es";
import type { Locale } from "./i18n/locale";

/** dd/mm/yyyy in date-fns tokens (mm would be minutes there). */
export const SHORT_DATE_PATTERN = "dd/MM/yyyy";
/** SPEC.md's 'MMMM d yyyy, HH:mm h': the trailing h is the "horas" suffix, hence quoted. */
export const LONG_DATE_PATTERN = "MMMM d yyyy, HH:mm 'h'";

const dateFnsLocales = { es, en: enUS } as const;

export type DateInput = Date | string | number;

const toDate = (input: DateInput) => (input instanceof Date ? input : new Date(input));
const isValid = (d: Date) => !Number.isNaN(d.getTime());

/** A date-only ISO string ('2024-03-05') is a calendar day, not UTC midnight. */
function parseCalendarAware(input: DateInput): Date {
  if (typeof input === "string" && /^\d{4}-\d{2}-\d{2}$/.test(input)) {
    const [y, m, d] = input.split("-").map(Number) as [number, number, number];
    return new Date(y, m - 1, d);
  }
  return toDate(input);
}

export function formatDate(input: DateInput): string {
  const d = parseCalendarAware(input);
  return isValid(d) ? format(d, SHORT_DATE_PATTERN) : "";
}

export function formatLongDate(input: DateInput, locale: Locale = "es"): string {
  const d = parseCalendarAware(input);
  return isValid(d) ? format(d, LONG_DATE_PATTERN, { locale: dateFnsLocales[locale] }) : "";
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Users screen "Último acceso" (SPEC.md §2, §9 thresholds 1 h, 24 h, 168 h): 'Hace unos minutos'
 * under an hour, 'Hace {n}h' under a day, 'Hace {n}d' under a week, else the date.
 */
export function relativeLastAccess(
  input: DateInput | null | undefined,
  now: Date = new Date(),
  locale: Locale = "es",
): string {
  if (input === null || input === undefined || input === "") return locale === "es" ? "Nunca" : "Never";
  const d = toDate(input);
  if (!isValid(d)) return locale === "es" ? "Nunca" : "Never";
  const hours = Math.max(0, now.getTime() - d.getTime()) / HOUR_MS;
  if (hours < 1) return locale === "es" ? "Hace unos minutos" : "A few minutes ago";
  if (hours < 24) return locale === "es" ? `Hace ${Math.floor(hours)}h` : `${Math.floor(hours)}h ago`;
  if (hours < 168) return locale === "es" ? `Hace ${Math.floor(hours / 24)}d` : `${Math.floor(hours / 24)}d ago`;
  return formatDate(d);
}
