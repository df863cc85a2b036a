// The import's input, untrusted: the envelope an export writes and, per table, rows checked against the
// table's own column types (from the drizzle schema), so a tampered file gets a Spanish 400, not a 500.
import { getTableColumns } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import * as z from "../../../shared/zod";
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  TRANSFER_TABLES,
  type TransferKey,
  type TransferTable,
} from "./transfer-tables";
import type { Row } from "./transfer-read";
import { boundaryGeometry } from "../../../shared/boundary-schemas";
import { boundaryHectares, type Boundary } from "../../../shared/boundary";
import { evTargetValue } from "../../../shared/herd-schemas";

/** At most this many rows in one import (a large ranch has tens of thousands of movements). */
export const IMPORT_MAX_ROWS = 300_000;
/** The import body (the JSON file) may be this large; the route sets its own limit (413 above it). */
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;
const MAX_TEXT = 100_000;

export const importEnvelope = z.object({
  format: z.literal(EXPORT_FORMAT, { error: "No es un archivo de exportación de Tropero" }),
  version: z.literal(EXPORT_VERSION, { error: "Versión de exportación no soportada" }),
  members: z
    .array(z.object({ user_id: z.number().int(), email: z.string().max(320) }))
    .max(10_000)
    .default([]),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type ImportEnvelope = z.infer<typeof importEnvelope>;

function valueSchema(column: SQLiteColumn): z.ZodType {
  const type = column.columnType;
  let schema: z.ZodType;
  // A field's or lot's boundary passes the checks its own route makes (docs/map.md).
  if (column.name === "boundary") schema = boundaryGeometry;
  // A field's target, the same bounds as its route's.
  else if (column.name === "ev_target") schema = evTargetValue;
  else if (type === "SQLiteBoolean") schema = z.boolean();
  else if (type === "SQLiteInteger")
    schema = z
      .number()
      .int()
      .min(-(2 ** 53))
      .max(2 ** 53);
  else if (type === "SQLiteReal" || type === "SQLiteNumeric") schema = z.number().finite();
  else if (type === "SQLiteTextJson") schema = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]);
  else if (column.enumValues?.length) schema = z.enum(column.enumValues as [string, ...string[]]);
  else schema = z.string().max(MAX_TEXT);
  return column.notNull ? schema : schema.nullable();
}

/** Columns a row may lack (older exports, fields added later): nullable ones and timestamps. */
function fallback(column: SQLiteColumn): unknown {
  if (!column.notNull) return null;
  if (column.name === "created_at" || column.name === "updated_at") return new Date().toISOString();
  if (column.hasDefault && column.default !== undefined && typeof column.default !== "object") return column.default;
  return undefined;
}

const rowSchemas = new Map<TransferKey, z.ZodType<Row>>();

/** The row schema of one table: every column with its type, missing ones filled when they may be. */
function rowSchema(t: TransferTable): z.ZodType<Row> {
  const cached = rowSchemas.get(t.key);
  if (cached) return cached;
  const columns = Object.values(getTableColumns(t.table)) as SQLiteColumn[];
  const shape = Object.fromEntries(
    columns.map((c) => {
      const missing = fallback(c);
      return [
        c.name,
        missing === undefined
          ? valueSchema(c)
          : valueSchema(c)
              .optional()
              .transform((v) => v ?? missing),
      ];
    }),
  );
  // The area is the boundary's, whatever the file says.
  const measured = z
    .object(shape)
    .transform((row) =>
      "boundary" in row
        ? { ...row, computed_hectares: row.boundary ? boundaryHectares(row.boundary as Boundary) : null }
        : row,
    );
  const schema = measured as unknown as z.ZodType<Row>;
  rowSchemas.set(t.key, schema);
  return schema;
}

export interface ImportIssue {
  path: string;
  message: string;
}

/** Every table's rows checked; the first problems (at most 20) name the table, the row and the column. */
export function parseTables(
  envelope: ImportEnvelope,
): { ok: true; tables: Map<TransferKey, Row[]> } | { ok: false; issues: ImportIssue[] } {
  const issues: ImportIssue[] = [];
  const tables = new Map<TransferKey, Row[]>();
  let total = 0;
  for (const t of TRANSFER_TABLES) {
    const rows = envelope.tables[t.key] ?? [];
    total += rows.length;
    if (total > IMPORT_MAX_ROWS)
      return { ok: false, issues: [{ path: "tables", message: `Más de ${IMPORT_MAX_ROWS} registros` }] };
    const schema = rowSchema(t);
    const parsed: Row[] = [];
    for (const [i, row] of rows.entries()) {
      const result = schema.safeParse(row);
      if (result.success) parsed.push(result.data);
      else
        for (const issue of result.error.issues.slice(0, 3))
          issues.push({ path: `tables.${t.key}.${i}.${issue.path.join(".")}`, message: issue.message });
      if (issues.length >= 20) return { ok: false, issues };
    }
    tables.set(t.key, parsed);
  }
  const unknown = Object.keys(envelope.tables).filter((k) => !TRANSFER_TABLES.some((t) => t.key === k));
  for (const k of unknown) issues.push({ path: `tables.${k}`, message: "Tabla desconocida" });
  return issues.length ? { ok: false, issues } : { ok: true, tables };
}
