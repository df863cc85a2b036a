// One D1 batch of raw statements (drizzle's batch cannot bind the parameters of raw `sql`): the notes'
// writes and the read of the note they announce run together, atomically, in one round trip.
import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../env";
import type { Row } from "../../herd/common/row-values";

const dialect = new SQLiteAsyncDialect();

/** Runs `statements` (raw `sql` or a query builder's `.getSQL()`) in one batch; each one's rows. */
export async function rawBatch(db: Db, statements: SQL[]): Promise<Row[][]> {
  const client = db.$client;
  const prepared = statements.map((s) => {
    const query = dialect.sqlToQuery(s);
    return client.prepare(query.sql).bind(...query.params);
  });
  const results = await client.batch<Row>(prepared);
  return results.map((r) => r.results ?? []);
}
