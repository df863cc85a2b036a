// Live messages after herd writes: the new state of the affected lots, rodeos and supplies, shaped like their GETs.
import { sql, type SQL } from "drizzle-orm";
import type { Scope } from "../../organization/door";
import type { Db } from "../../../env";
import type { Lot, Movement, Rodeo } from "../../../shared/herd-types";
import type { Supply } from "../../../shared/supply-types";
import { LOT_COLUMNS, lotsSql, toLot, type LotRow } from "../lots/lot-queries";
import { RODEO_COLUMNS, rodeosSql, toRodeo, type RodeoRow } from "../rodeos/rodeo-queries";
import { readRows, rowsOfSql } from "../../dashboard/json-rows";
import type { JsonColumn } from "./row-values";
import type { SocketMessage } from "../../../shared/socket-messages";

const present = (ids: Iterable<number | null | undefined>) => [
  ...new Set([...ids].filter((id): id is number => typeof id === "number")),
];

/** Lots and rodeos by id. */
export async function loadLotsAndRodeos(
  db: Db,
  orgId: number,
  lotIds: Iterable<number | null | undefined>,
  rodeoIds: Iterable<number | null | undefined>,
): Promise<{ lots: Lot[]; rodeos: Rodeo[] }> {
  const lots = present(lotIds);
  const rodeos = present(rodeoIds);
  if (!lots.length && !rodeos.length) return { lots: [], rodeos: [] };
  // Two reads in parallel (drizzle cannot batch raw statements with parameters).
  const [lotRows, rodeoRows] = await Promise.all([
    lots.length ? db.all<LotRow>(lotsSql({ orgId, lotIds: lots })) : [],
    rodeos.length ? db.all<RodeoRow>(rodeosSql({ orgId, rodeoIds: rodeos })) : [],
  ]);
  return { lots: lotRows.map(toLot), rodeos: rodeoRows.map(toRodeo) };
}

/**
 * Columns a write's own statement returns (RETURNING ..., see movement-commit.ts): the lots and rodeos its live
 * messages carry, read right after the write, so no statement follows it to read them.
 */
export function liveColumns(
  orgId: number,
  lotIds: Iterable<number | null | undefined>,
  rodeoIds: Iterable<number | null | undefined>,
): { live_lots: SQL; live_rodeos: SQL } {
  const lots = present(lotIds);
  const rodeos = present(rodeoIds);
  return {
    live_lots: lots.length ? rowsOfSql(lotsSql({ orgId, lotIds: lots }), LOT_COLUMNS) : sql`NULL`,
    live_rodeos: rodeos.length ? rowsOfSql(rodeosSql({ orgId, rodeoIds: rodeos }), RODEO_COLUMNS) : sql`NULL`,
  };
}

/** A row with the columns liveColumns reads (NULL: none asked for). */
export interface LiveRow {
  live_lots: JsonColumn;
  live_rodeos: JsonColumn;
}

/** The lots and rodeos a write read back for its live messages. */
export interface LiveState {
  lots: Lot[];
  rodeos: Rodeo[];
}

/**
 * The lots and rodeos of liveColumns, as their GETs answer them, shaped when first asked for: the live messages
 * ask once the answer has left (roomPublisher), so a write that does not answer with them never waits for them.
 */
export function readLive(row: LiveRow): () => LiveState {
  let read: LiveState | null = null;
  return () =>
    (read ??= {
      lots: readRows<LotRow>(row.live_lots).map(toLot),
      rodeos: readRows<RodeoRow>(row.live_rodeos).map(toRodeo),
    });
}

/** The new stock a write read (liveColumns): animal-count-changed with the lots, rodeo-updated per rodeo. */
export const stockMessages = ({ lots, rodeos }: LiveState): SocketMessage[] => [
  ...(lots.length ? [{ action: "animal-count-changed" as const, lots }] : []),
  ...rodeos.map((rodeo) => ({ action: "rodeo-updated" as const, rodeo })),
];

/** Sends the new stock a write read, made when the messages leave. */
export const publishStock = (publish: Scope["publish"], live: () => LiveState) => publish(() => stockMessages(live()));

export async function announceMovement(
  publish: Scope["publish"],
  change: "created" | "updated" | "deleted",
  movement: Movement,
) {
  if (change === "deleted") await publish({ action: "movement-deleted", movementId: movement.id });
  else if (change === "created") await publish({ action: "movement-created", movement });
  else await publish({ action: "movement-updated", movement });
}

/**
 * Supplies a movement changed (read in its own batch): asset-created for the ones it created (not in
 * `known`, the supplies loaded before the write), asset-updated for the rest.
 */
export async function announceSupplies(
  publish: Scope["publish"],
  supplies: readonly Supply[],
  known: ReadonlySet<number>,
) {
  await Promise.all(
    supplies.map((supply) =>
      publish(
        known.has(supply.id) ? { action: "asset-updated", asset: supply } : { action: "asset-created", asset: supply },
      ),
    ),
  );
}
