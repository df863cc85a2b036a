// Reading an organization's rows for the export, a bounded page at a time (keyset on an index), so a ranch
// with years of history streams out without holding its log in memory.
import { eq, getTableColumns, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { organizations, userOrganizations, users } from "../../../db/schema";
import type { Db } from "../../../env";
import { transferTable, type TransferTable } from "./transfer-tables";

export const EXPORT_PAGE = 2000;

export type Row = Record<string, unknown>;

/** The exported organization's own fields (its id already admitted by the door). */
export async function exportedOrganization(db: Db, id: number) {
  const [org] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      timezone: organizations.timezone,
      currency: organizations.currency,
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  return org;
}

/**
 * The rows of one table that belong to `orgId` as raw value arrays (`names`' order, then `rowid` for a
 * table without an integer `id`), in pages of EXPORT_PAGE. Each page is an index range: after the previous
 * page's id, or its (keyset column, id) for the tables that name one. (Asking for the next page while the
 * caller writes this one made the local export twice as slow: local D1 answers on the worker's thread.)
 */
export async function* tableValues(
  db: Db,
  orgId: number,
  t: TransferTable,
  names: string[],
): AsyncGenerator<unknown[][]> {
  const scope = t.parent
    ? sql`${sql.identifier(t.parent.column)} IN (SELECT id FROM ${sql.identifier(
        getTableConfig(transferTable(t.parent.table).table).name,
      )} WHERE organization_id = ${orgId})`
    : sql`organization_id = ${orgId}`;
  const columns = [...names];
  // An INTEGER PRIMARY KEY `id` is the rowid itself: no need to read it twice.
  const hasId = getTableColumns(t.table).id?.primary === true;
  const id = hasId ? sql`id` : sql`rowid`;
  if (!hasId) columns.push("rowid");
  const at = { id: columns.indexOf(hasId ? "id" : "rowid"), key: t.keyset ? columns.indexOf(t.keyset) : -1 };
  const key = t.keyset ? sql.identifier(t.keyset) : undefined;
  const table = sql.identifier(getTableConfig(t.table).name);
  const selected = sql.join(
    columns.map((n) => (n === "rowid" ? sql`rowid` : sql.identifier(n))),
    sql`, `,
  );
  const read = (after?: unknown[]) => {
    const next =
      after === undefined
        ? sql`1`
        : key
          ? sql`(${key}, ${id}) > (${after[at.key]}, ${after[at.id]})`
          : sql`${id} > ${after[at.id]}`;
    return db.values<unknown[]>(
      sql`SELECT ${selected} FROM ${table} WHERE ${scope} AND ${next} ORDER BY ${key ? sql`${key}, ` : sql``}${id} LIMIT ${EXPORT_PAGE}`,
    );
  };
  for (let page = await read(); ; page = await read(page[page.length - 1])) {
    if (page.length === 0) return;
    yield page;
    if (page.length < EXPORT_PAGE) return;
  }
}

export interface ExportMember {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
}

/** The members (who the user ids in the rows are): names, emails and roles, never credentials. */
export function members(db: Db, orgId: number): Promise<ExportMember[]> {
  return db
    .select({
      user_id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      role: userOrganizations.role,
    })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.user_id))
    .where(eq(userOrganizations.organization_id, orgId))
    .orderBy(users.id)
    .limit(10_000);
}
