// Reads as JSON columns: a query's rows folded by SQLite into one JSON array (json_group_array of
// json_object), so several reads ride in one statement as scalar subqueries, and read back here exactly
// as their own statements' rows would be (drizzle's per-column mapping included).
import { Column, is, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { jsonList, type Row } from "../herd/common/row-values";

/** The values of a json_object: drizzle columns (read back through their mapping) or plain SQL. */
export type JsonFields = Record<string, Column | SQL>;

/** A plain identifier (checked), safe to write inline. */
function plainName(name: string): string {
  if (!/^\w+$/.test(name)) throw new Error(`Invalid JSON key: ${name}`);
  return name;
}

/** A json_object key: column names are plain identifiers, written inline. */
const key = (name: string): SQL => sql.raw(`'${plainName(name)}'`);

/** `json_object('name', value, ...)` of `fields`. */
export function jsonObjectOf(fields: JsonFields): SQL {
  return sql`json_object(${sql.join(
    Object.entries(fields).map(([name, value]) => sql`${key(name)}, ${value}`),
    sql`, `,
  )})`;
}

/** A query builder selecting `jsonObjectOf(fields)` as its only column, `j` (see rowsOfSelect). */
export const jsonColumn = (fields: JsonFields) => jsonObjectOf(fields).as("j");

/** Scalar subquery: the rows of a query builder selecting `jsonColumn(...)`, as a JSON array, in its order. */
export const rowsOfSelect = (select: SQLWrapper): SQL => sql`(SELECT json_group_array(json(q.j)) FROM ${select} q)`;

/** rowsOfSql's json_object of each column list, written once: drizzle renders one chunk much faster than 50. */
const rowObjects = new WeakMap<readonly string[], SQL>();

/** Scalar subquery: the rows of raw `query` (with `columns`) as a JSON array of objects, in its order. */
export function rowsOfSql(query: SQL, columns: readonly string[]): SQL {
  let object = rowObjects.get(columns);
  if (!object) {
    const pairs = columns.map((c) => `'${plainName(c)}', q."${c}"`);
    object = sql.raw(`json_object(${pairs.join(", ")})`);
    rowObjects.set(columns, object);
  }
  return sql`(SELECT json_group_array(${object}) FROM (${query}) q)`;
}

/**
 * A JSON array column's objects, each field of `fields` mapped as drizzle maps that column's driver value;
 * `T`: the row type of the read folded into the column (its rows come back with the same columns).
 */
export function readRows<T = Row>(value: unknown, fields?: JsonFields): T[] {
  const rows = jsonList<Row>(value);
  if (!fields) return rows as T[];
  return rows.map((row) => {
    const out: Row = {};
    for (const [name, field] of Object.entries(fields)) {
      const v = row[name];
      out[name] = v === null || v === undefined ? null : is(field, Column) ? field.mapFromDriverValue(v) : v;
    }
    return out as T;
  });
}
