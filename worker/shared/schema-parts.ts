// Small zod building blocks shared by the herd body schemas (API and SPA forms).
import * as z from "./zod";

export const MAX_COUNT = 1_000_000;
export const MIN_YEAR = 1990;
export const MAX_YEAR = 2100;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

function isCalendarDay(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/**
 * Normalises a day (YYYY-MM-DD, stored as midnight UTC so its first 10 characters are the day) or a
 * full ISO date-time (no zone means UTC) to ISO 8601; null when it is not a real date in 1990–2100.
 */
export function toIsoDate(input: string): string | null {
  const s = input.trim();
  const day = DAY.exec(s);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    if (y < MIN_YEAR || y > MAX_YEAR || !isCalendarDay(y, m, d)) return null;
    return `${s}T00:00:00.000Z`;
  }
  const dt = DATETIME.exec(s);
  if (!dt || !isCalendarDay(Number(dt[1]), Number(dt[2]), Number(dt[3]))) return null;
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(s.slice(10));
  const time = Date.parse(hasZone ? s : `${s}Z`);
  if (Number.isNaN(time)) return null;
  const iso = new Date(time).toISOString();
  const year = Number(iso.slice(0, 4));
  return year < MIN_YEAR || year > MAX_YEAR ? null : iso;
}

export const DATE_MESSAGE = `Fecha inválida: usá el formato AAAA-MM-DD (años ${MIN_YEAR} a ${MAX_YEAR})`;

/** A date in, an ISO string out. */
export const isoDate = z
  .string({ error: DATE_MESSAGE })
  .max(40, DATE_MESSAGE)
  .transform((s, ctx) => {
    const iso = toIsoDate(s);
    if (!iso) {
      ctx.addIssue({ code: "custom", message: DATE_MESSAGE });
      return z.NEVER;
    }
    return iso;
  });

/** Optional free text: trimmed, bounded, "" when missing. */
export const text = (max: number) =>
  z
    .string()
    .max(max, `Máximo ${max} caracteres`)
    .nullish()
    .transform((v) => v?.trim() ?? "");

/** A required name: trimmed, 1..max characters. */
export const name = (max = 100) => z.string().trim().min(1, "Ingresá un nombre").max(max, `Máximo ${max} caracteres`);

export const entityId = z
  .number({ error: "Debe ser un número" })
  .int("Debe ser un número entero")
  .positive("Debe ser un número positivo")
  .max(2 ** 31, "Número demasiado grande");

/** Head count of one movement line: a positive integer up to a million. */
export const headCount = z
  .number({ error: "Ingresá una cantidad" })
  .int("La cantidad debe ser un número entero")
  .positive("La cantidad debe ser mayor a cero")
  .max(MAX_COUNT, `La cantidad no puede superar ${MAX_COUNT.toLocaleString("es-AR")}`);

/** A stock count set by hand (may be zero). */
export const stockCount = z
  .number({ error: "Ingresá una cantidad" })
  .int("La cantidad debe ser un número entero")
  .min(0, "La cantidad no puede ser negativa")
  .max(MAX_COUNT, `La cantidad no puede superar ${MAX_COUNT.toLocaleString("es-AR")}`);

/** A category named (case-insensitive) or by id. */
export const categoryRef = z.union([
  z.string().trim().min(1, "Indicá la categoría").max(60, "Máximo 60 caracteres"),
  entityId,
]);

export const hectares = z
  .number({ error: "Ingresá las hectáreas" })
  .min(0, "Las hectáreas no pueden ser negativas")
  .max(10_000_000, "Demasiadas hectáreas");

export const money = z.number().min(0, "No puede ser negativo").max(1e12, "Importe demasiado grande");
export const weightKg = z.number().positive("El peso debe ser mayor a cero").max(2000, "Peso demasiado alto");
