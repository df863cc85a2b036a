// Readers for raw SQL rows: JSON columns built by SQLite (json_group_array) and loosely typed scalars.
import type { Boundary } from "../../../shared/boundary";

/**
 * A raw row whose columns nobody reads by name (rawBatch without row types, a transfer's table). A read
 * declares its row type instead (db.all<LotRow>, rawBatch<[PurchaseRow]>): see docs/architecture.md.
 */
export type Row = Record<string, unknown>;

/**
 * A column SQLite builds with json_group_array/json_object: its JSON text, or the value already parsed when
 * the row was read back from a JSON column (dashboard/json-rows.ts). Read it with jsonList/jsonObject.
 */
export type JsonColumn = string | unknown[] | Record<string, unknown> | null;

/** A json_group_array column (or an already parsed value) as a list. */
export function jsonList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value !== "string" || !value) return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

export function jsonObject(value: unknown): Record<string, unknown> {
  if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== "string" || !value) return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A boundary column (docs/map.md): its JSON text or parsed value; null when none was written. */
export function readBoundary(value: unknown): Boundary | null {
  const geometry = jsonObject(value);
  return geometry.type === "Polygon" || geometry.type === "MultiPolygon" ? (geometry as unknown as Boundary) : null;
}

// For values SQLite leaves untyped: the elements of a json_array tuple, a free JSON column's fields. A
// column of a declared row type needs none of them.
export const num = (v: unknown) => (typeof v === "number" ? v : Number(v ?? 0));
export const nullableNum = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const bool = (v: unknown) => v === true || v === 1 || v === "1";
export const str = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));
export const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
