// The door of a read behind pathDoor.late (door.ts, docs/aggregates.md "Writes"), as SQL: the caller's session
// (when still to be read) and role in one materialized row, and the condition the read's columns are gated on,
// so the session, the membership and the data cost one statement and a refused caller reads none of the data.
import { sql, type SQL } from "drizzle-orm";
import type { PendingSession } from "../../env";
import { sessionColumn } from "../account/require-auth";

/** Who reads: the caller and, when still to be read, their session (an Admission is one). */
export interface LateReader {
  userId: number;
  session?: PendingSession;
}

/**
 * `cte`: `door AS MATERIALIZED (...)` with `door.session` and `door.role`; `allowed`: whether both let the reader
 * in. Gate each data column with `CASE WHEN allowed THEN (...) END`: a branch not taken runs none of its subqueries.
 */
export function lateDoorSql(orgId: number, reader: LateReader): { cte: SQL; allowed: SQL } {
  const session = reader.session ? sessionColumn(reader.session) : sql`NULL`;
  return {
    cte: sql`door AS MATERIALIZED (SELECT ${session} AS session,
        (SELECT role FROM user_organizations WHERE user_id = ${reader.userId} AND organization_id = ${orgId}) AS role)`,
    allowed: reader.session ? sql`door.role IS NOT NULL AND door.session IS NOT NULL` : sql`door.role IS NOT NULL`,
  };
}
