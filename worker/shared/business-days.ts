// Argentina's business days (docs/animals.md, "SENASA registration deadline"): Monday to Friday, less the days
// the national public administration does not work, since SENASA counts its deadlines in those days. That is
// the national holidays (inamovibles, and the trasladables on the day they were moved to) and the national
// "días no laborables" that close public offices: Jueves Santo and the ones declared "con fines turísticos".
// Days that only concern those who profess a religion (Pascua judía, Año Nuevo judío, Eid...) are left out.
// Shared by the worker (each animal's registration_due) and the SPA.
import { REGISTRATION_BUSINESS_DAYS } from "./animal-values";
import { addDays, isCalendarDay } from "./task-dates";

/** Non-working weekdays and weekend holidays per year, from the official calendar (docs/animals.md). */
const HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  // The decree's calendar (the días no laborables turísticos: Resolución 164/2025 of the Jefatura de Gabinete).
  2026: [
    "2026-01-01", // Año Nuevo
    "2026-02-16", // Carnaval
    "2026-02-17", // Carnaval
    "2026-03-23", // día no laborable con fines turísticos
    "2026-03-24", // Día Nacional de la Memoria por la Verdad y la Justicia
    "2026-04-02", // Malvinas, and Jueves Santo
    "2026-04-03", // Viernes Santo
    "2026-05-01", // Día del Trabajador
    "2026-05-25", // Revolución de Mayo
    "2026-06-15", // Güemes (17/6, a Wednesday, moved to the Monday before)
    "2026-06-20", // Belgrano (a Saturday)
    "2026-07-09", // Independencia
    "2026-07-10", // día no laborable con fines turísticos
    "2026-08-17", // San Martín (a Monday)
    "2026-10-12", // Diversidad Cultural (a Monday)
    "2026-11-23", // Soberanía Nacional (20/11, a Friday, moved to the Monday after)
    "2026-12-07", // día no laborable con fines turísticos
    "2026-12-08", // Inmaculada Concepción
    "2026-12-25", // Navidad
  ],
  // The law's calendar (Easter on March 28): trasladables moved by its rule (Tuesday and Wednesday to the Monday
  // before, Thursday and Friday to the Monday after). Add the year's días turísticos once they are declared.
  2027: [
    "2027-01-01", // Año Nuevo
    "2027-02-08", // Carnaval
    "2027-02-09", // Carnaval
    "2027-03-24", // Día Nacional de la Memoria por la Verdad y la Justicia
    "2027-03-25", // Jueves Santo
    "2027-03-26", // Viernes Santo
    "2027-04-02", // Malvinas
    "2027-05-01", // Día del Trabajador (a Saturday)
    "2027-05-25", // Revolución de Mayo
    "2027-06-20", // Belgrano (a Sunday)
    "2027-06-21", // Güemes (17/6, a Thursday, moved to the Monday after)
    "2027-07-09", // Independencia
    "2027-08-16", // San Martín (17/8, a Tuesday, moved to the Monday before)
    "2027-10-11", // Diversidad Cultural (12/10, a Tuesday, moved to the Monday before)
    "2027-11-20", // Soberanía Nacional (a Saturday: not moved by the law's rule)
    "2027-12-08", // Inmaculada Concepción
    "2027-12-25", // Navidad (a Saturday)
  ],
};

const HOLIDAY_SET = new Set(Object.values(HOLIDAYS).flat());

/** The years the holiday table covers. */
export const HOLIDAY_YEARS: readonly number[] = Object.keys(HOLIDAYS).map(Number);

/**
 * Whether `day`'s year is in the table. Outside it only weekends are skipped: the deadline then comes out a
 * holiday or two early, never late, so a rancher who keeps it is never out of time (and nothing refuses a
 * tagging for lack of a table). The table is extended each year (tests/web/business-days.test.ts fails in
 * December of its last year to say so).
 */
export const holidaysKnown = (day: string) => HOLIDAY_YEARS.includes(Number(day.slice(0, 4)));

/** A calendar day (YYYY-MM-DD) or a record's ISO timestamp, as its day (its first ten characters). */
function dayOf(day: string): string {
  const d = day.slice(0, 10);
  if (!isCalendarDay(d)) throw new Error(`Not a day: ${day}`);
  return d;
}

/** Whether `day` (YYYY-MM-DD) is a business day: a weekday that is no holiday. */
export function isBusinessDay(day: string): boolean {
  const d = dayOf(day);
  const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAY_SET.has(d);
}

/**
 * The `n`th business day after `day` (the day itself never counts, whatever it is): tagged on a Friday, the
 * 1st is the Monday after (or the next business day). `n` = 0 gives `day` back.
 */
export function addBusinessDays(day: string, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new Error(`Business days must be a whole number ≥ 0: ${n}`);
  let d = dayOf(day);
  for (let left = n; left > 0;) {
    d = addDays(d, 1);
    if (isBusinessDay(d)) left--;
  }
  return d;
}

/** The last day to register with SENASA an animal tagged on `taggedDay`. */
export const registrationDue = (taggedDay: string) => addBusinessDays(taggedDay, REGISTRATION_BUSINESS_DAYS);
