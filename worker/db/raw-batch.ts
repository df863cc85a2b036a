// One D1 batch of raw statements (drizzle's batch cannot bind the parameters of raw `sql`): writes and the
// reads that must see them run together, atomically, in one round trip (notes, the organization import).
import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "../env";
import type { Row } from "../areas/herd/common/row-values";

const dialect = new SQLiteAsyncDialect();

/**
 * Runs `statements` (raw `sql` or a query builder's `.getSQL()`) in one batch; each one's rows. A type argument
 * declares each statement's row type, like db.all<T> (`never` for a write whose rows are not read), e.g.
 * `rawBatch<[PurchaseRow, { total: number }]>(db, [list, count])`; without it, untyped rows.
 */
export async function rawBatch<S extends SQL[]>(db: Db, statements: [...S]): Promise<{ [K in keyof S]: Row[] }>;
export async function rawBatch<R extends object[]>(
  db: Db,
  statements: NoInfer<[...{ [K in keyof R]: SQL }]>,
): Promise<{ [K in keyof R]: R[K][] }>;
export async function rawBatch(db: Db, statements: SQL[]): Promise<Row[][]> {
  // drizzle() keeps the D1 binding (the request's counting proxy) as $client; Db's type leaves it out.
  const client = (db as unknown as { $client: D1Database }).$client;
  const prepared = statements.map((s) => {
    const query = dialect.sqlToQuery(s);
    return client.prepare(query.sql).bind(...query.params);
  });
  const results = await client.batch<Row>(prepared);
  return results.map((r: D1Result<Row>) => r.results ?? []);
}
