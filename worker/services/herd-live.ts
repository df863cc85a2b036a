// Live messages after herd writes: the new state of the affected lots and rodeos, shaped like their GETs.
import type { Context } from "hono";
import type { AppEnv, Db } from "../env";
import { broadcast } from "../lib/broadcast";
import type { Lot, Movement, Rodeo } from "../shared/herd-types";
import { lotsSql, rodeosSql } from "./herd-sql";
import { toLot, toRodeo } from "./herd-serialize";

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
  c: Context<AppEnv>,
  orgId: number,
  lotIds: Iterable<number | null | undefined>,
  rodeoIds: Iterable<number | null | undefined>,
) {
  const { lots, rodeos } = await loadLotsAndRodeos(c.var.db, orgId, lotIds, rodeoIds);
  await Promise.all([
    lots.length ? broadcast(c, orgId, { action: "animal-count-changed", lots }) : undefined,
    ...rodeos.map((rodeo) => broadcast(c, orgId, { action: "rodeo-updated", rodeo })),
  ]);
  return { lots, rodeos };
}

export async function announceMovement(
  c: Context<AppEnv>,
  orgId: number,
  change: "created" | "updated" | "deleted",
  movement: Movement,
) {
  if (change === "deleted") await broadcast(c, orgId, { action: "movement-deleted", movementId: movement.id });
  else if (change === "created") await broadcast(c, orgId, { action: "movement-created", movement });
  else await broadcast(c, orgId, { action: "movement-updated", movement });
}
