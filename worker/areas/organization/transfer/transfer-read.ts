// Reading an organization's rows for the export, a bounded page at a time (keyset on rowid), so a ranch
// with years of history streams out without holding its log in memory.
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { userOrganizations, users } from "../../../db/schema";
import type { Db } from "../../../env";
import { transferTable, type TransferTable } from "./transfer-tables";

export const EXPORT_PAGE = 2000;

export type Row = Record<string, unknown>;

/** The rows of one table that belong to `orgId`, in pages of EXPORT_PAGE, oldest first. */
export async function* tableRows(db: Db, orgId: number, t: TransferTable): AsyncGenerator<Row[]> {
  const columns = getTableColumns(t.table);
  const scope = t.parent
    ? sql`${sql.identifier(t.parent.column)} IN (SELECT id FROM ${sql.identifier(
        getTableConfig(transferTable(t.parent.table).table).name,
      )} WHERE organization_id = ${orgId})`
    : sql`organization_id = ${orgId}`;
  let after = 0;
  for (;;) {
    const page = await db
      .select({ ...columns, _rowid: sql<number>`rowid` })
      .from(t.table)
      .where(and(scope, sql`rowid > ${after}`))
      .orderBy(sql`rowid`)
      .limit(EXPORT_PAGE);
    if (page.length === 0) return;
    after = page[page.length - 1]!._rowid;
    yield page.map(({ _rowid, ...row }) => row);
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
