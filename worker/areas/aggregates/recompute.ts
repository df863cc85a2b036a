// Rebuilds an organization's aggregates from its rows (docs/aggregates.md): for repairs, and after writes
// that load rows in an order the triggers cannot count right (an import or the seed insert movements before
// the supplies they name). One batch: the tables are never seen half rebuilt.
import { sql } from "drizzle-orm";
import { rawBatch } from "../../db/raw-batch";
import type { Db } from "../../env";
import { recomputeStatements } from "./aggregate-sql";

export { recomputeStatements } from "./aggregate-sql";

/** The statements to add at the end of a batch that loads an organization's rows. */
export const recomputeSql = (orgId: number) => recomputeStatements(orgId).map((s) => sql.raw(s));

export async function recomputeAggregates(db: Db, orgId: number): Promise<void> {
  await rawBatch(db, recomputeSql(orgId));
}
