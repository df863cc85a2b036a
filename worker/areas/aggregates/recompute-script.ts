// The recomputation of the aggregates as one SQL script, for the local tools that run SQL files through
// wrangler (`npm run db:recompute`, the seed, the herd benchmark). Pure text: no worker types.
import { recomputeAllStatements, recomputeStatements } from "./aggregate-sql";

/** For the given organizations, or for every one (`"all"`). */
export const recomputeScript = (orgIds: readonly number[] | "all") =>
  (orgIds === "all" ? recomputeAllStatements() : orgIds.flatMap(recomputeStatements)).map((s) => `${s};`).join("\n") +
  "\n";
