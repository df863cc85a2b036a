// POST /api/organization/{id}/import: loads an export's JSON into a new, empty organization in one D1 batch
// (all or nothing), its aggregates rebuilt in it too. Ids are taken above each table's largest id, read just
// before; should another write take one meanwhile, the batch fails on the primary key, nothing is left behind,
// and it is planned again.
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { rawBatch } from "../../../db/raw-batch";
import type { Db } from "../../../env";
import { conflict } from "../../../lib/errors";
import type { Row } from "./transfer-read";
import { checkAgainstLog, idTables, importedTables, newIds, remapRows } from "./import-remap";
import type { ImportEnvelope } from "./import-schema";
import type { TransferKey } from "./transfer-tables";
import { recomputeSql } from "../../aggregates/recompute";

/** A json_each parameter stays well under D1's 2 MB value limit. */
const CHUNK_CHARS = 500_000;
const ATTEMPTS = 3;

/** Organization rows that make a target not empty (its default categories are replaced, not counted). */
const OCCUPYING = [
  "fields",
  "lots",
  "rodeos",
  "reproductive_cycles",
  "assets",
  "movements",
  "notes",
  "tasks",
  "files",
  "invoices",
  "purchases",
];

const tableName = (key: TransferKey) => getTableConfig(importedTables.find((t) => t.key === key)!.table).name;

interface TargetState {
  empty: boolean;
  base: Record<string, number>;
  /** Old user id (from the file's member list) → the member of the target with that email. */
  users: Map<number, number>;
}

async function readTarget(db: Db, orgId: number, members: ImportEnvelope["members"]): Promise<TargetState> {
  const occupied = sql.join(
    OCCUPYING.map((t) => sql`EXISTS (SELECT 1 FROM ${sql.identifier(t)} WHERE organization_id = ${orgId})`),
    sql` OR `,
  );
  const maxima = sql.join(
    idTables.map(
      (t) => sql`(SELECT coalesce(max(id), 0) FROM ${sql.identifier(tableName(t.key))}) AS ${sql.identifier(t.key)}`,
    ),
    sql`, `,
  );
  const emails = JSON.stringify(members.map((m) => m.email.toLowerCase()));
  const state = await db.get<Record<string, number>>(sql`SELECT (${occupied}) AS occupied, ${maxima}`);
  const found = await db.all<{ id: number; email: string }>(
    sql`SELECT u.id, lower(u.email) AS email FROM users u JOIN user_organizations uo ON uo.user_id = u.id
        WHERE uo.organization_id = ${orgId} AND lower(u.email) IN (SELECT value FROM json_each(${emails}))`,
  );
  const byEmail = new Map(found.map((u) => [u.email, u.id]));
  const users = new Map<number, number>();
  for (const m of members) {
    const id = byEmail.get(m.email.toLowerCase());
    if (id !== undefined) users.set(m.user_id, id);
  }
  const { occupied: busy, ...base } = state;
  return { empty: !busy, base, users };
}

/** INSERT … SELECT from json_each: one statement per chunk of rows, whatever the number of columns. */
function insertStatements(key: TransferKey, rows: Row[]): SQL[] {
  if (rows.length === 0) return [];
  const table = importedTables.find((t) => t.key === key)!.table;
  const columns = Object.values(getTableColumns(table)).map((c) => c.name);
  const target = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const values = sql.raw(columns.map((c) => `json_extract(j.value, '$."${c}"')`).join(", "));
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const row of rows) {
    const text = JSON.stringify(row);
    if (size + text.length > CHUNK_CHARS && current.length) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      size = 0;
    }
    current.push(text);
    size += text.length + 1;
  }
  chunks.push(`[${current.join(",")}]`);
  return chunks.map(
    (chunk) =>
      sql`INSERT INTO ${sql.identifier(tableName(key))} (${target}) SELECT ${values} FROM json_each(${chunk}) AS j ORDER BY j.key`,
  );
}

const isKeyClash = (error: unknown) => /UNIQUE constraint failed|PRIMARY KEY|SQLITE_CONSTRAINT/i.test(String(error));

/** The counts loaded per kind. Throws ImportRefused (400) on a file that does not add up, 409 when not empty. */
export async function importOrganization(
  db: Db,
  orgId: number,
  envelope: ImportEnvelope,
  tables: Map<TransferKey, Row[]>,
): Promise<Record<string, number>> {
  for (let attempt = 1; ; attempt++) {
    const target = await readTarget(db, orgId, envelope.members);
    if (!target.empty) {
      throw conflict(
        "La organización ya tiene datos: importá en una organización nueva y vacía",
        "ORGANIZATION_NOT_EMPTY",
      );
    }
    const rows = remapRows(tables, orgId, newIds(tables, target.base), target.users);
    checkAgainstLog(rows);
    const statements: SQL[] = [];
    if ((rows.get("animal_categories") ?? []).length) {
      statements.push(sql`DELETE FROM animal_categories WHERE organization_id = ${orgId}`);
    }
    for (const t of importedTables) statements.push(...insertStatements(t.key, rows.get(t.key) ?? []));
    const counts = Object.fromEntries(importedTables.map((t) => [t.key, rows.get(t.key)?.length ?? 0]));
    if (statements.length === 0) return counts;
    // The aggregates of the log, rebuilt in the same batch (docs/aggregates.md): the rows arrive in table
    // order, movements before the supplies and invoices they name, which the triggers cannot count right.
    statements.push(...recomputeSql(orgId));
    try {
      await rawBatch(db, statements);
      return counts;
    } catch (error) {
      if (attempt >= ATTEMPTS || !isKeyClash(error)) throw error;
    }
  }
}
