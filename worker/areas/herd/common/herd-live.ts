// Live messages after herd writes: the new state of the affected lots, rodeos and supplies, shaped like their GETs.
import type { Scope } from "../../organization/door";
import type { Db } from "../../../env";
import type { Lot, Movement, Rodeo } from "../../../shared/herd-types";
import type { Asset } from "../../../shared/supply-types";
import { lotsSql, toLot } from "../lots/lot-queries";
import { rodeosSql, toRodeo } from "../rodeos/rodeo-queries";

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
    lots.length ? db.all<Record<string, unknown>>(lotsSql({ orgId, lotIds: lots })) : [],
    rodeos.length ? db.all<Record<string, unknown>>(rodeosSql({ orgId, rodeoIds: rodeos })) : [],
  ]);
  return { lots: lotRows.map(toLot), rodeos: rodeoRows.map(toRodeo) };
}

/** New stock after a change: animal-count-changed with the lots, rodeo-updated per rodeo. */
export async function announceStock(
  { db, orgId, publish }: Pick<Scope, "db" | "orgId" | "publish">,
  lotIds: Iterable<number | null | undefined>,
  rodeoIds: Iterable<number | null | undefined>,
) {
  const { lots, rodeos } = await loadLotsAndRodeos(db, orgId, lotIds, rodeoIds);
  await Promise.all([
    lots.length ? publish({ action: "animal-count-changed", lots }) : undefined,
    ...rodeos.map((rodeo) => publish({ action: "rodeo-updated", rodeo })),
  ]);
  return { lots, rodeos };
}

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
 * `known`, the assets loaded before the write), asset-updated for the rest.
 */
export async function announceAssets(publish: Scope["publish"], assets: readonly Asset[], known: ReadonlySet<number>) {
  await Promise.all(
    assets.map((asset) =>
      publish(known.has(asset.id) ? { action: "asset-updated", asset } : { action: "asset-created", asset }),
    ),
  );
}
