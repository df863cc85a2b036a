// Supply test helpers: the stored assets of an organization, and the check that every quantity equals
// the replay of the non-deleted log (docs/supplies.md: the log is the truth, for supplies as for animals).
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { assets } from "../../worker/db/schema";
import { namedSupplyIds, replaySupplies } from "../../worker/areas/herd/supplies/supply-effects";
import type { Movement } from "../../worker/shared/herd-types";
import type { SupplyKind } from "../../worker/shared/supply-schemas";
import { api, db, type ApiResult } from "./fixtures";
import { storedMovements } from "./herd-helpers";

export type MovementBody = { movement: Movement };

/** Every asset of the organization by id (deleted ones too). */
export async function storedSupplies(orgId: number) {
  const rows = await db().select().from(assets).where(eq(assets.organization_id, orgId)).orderBy(assets.id);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function quantityOf(supplyId: number) {
  const [row] = await db().select({ quantity: assets.quantity }).from(assets).where(eq(assets.id, supplyId));
  return row?.quantity;
}

/** Every stored quantity equals the replay of the non-deleted log, exactly, and none is negative. */
export async function expectSuppliesMatchLog(orgId: number) {
  const [stored, log] = await Promise.all([storedSupplies(orgId), storedMovements(orgId)]);
  const replayed = replaySupplies(
    log.map((m) => ({ type: m.type, data: m.data as Record<string, unknown>, deleted: m.deleted })),
  );
  const quantities = new Map<number, number>();
  for (const [id, row] of stored) {
    expect(row.quantity).toBeGreaterThanOrEqual(0);
    if (row.quantity !== 0) quantities.set(id, row.quantity);
  }
  expect(Object.fromEntries(quantities)).toEqual(Object.fromEntries(replayed));
  // Each supply's stored last movement date is the newest live movement naming it (null when none).
  const newest = new Map<number, string>();
  for (const m of log) {
    if (m.deleted) continue;
    for (const id of namedSupplyIds({ type: m.type, data: m.data as Record<string, unknown> })) {
      if ((newest.get(id) ?? "") < m.date) newest.set(id, m.date);
    }
  }
  for (const [id, row] of stored) expect(row.last_movement_at, `supply ${id}`).toBe(newest.get(id) ?? null);
  return quantities;
}

/** An asset created directly (as the later assets screen would), with no stock. */
export async function insertSupply(orgId: number, name: string, kind: SupplyKind, unit = "dosis") {
  const [row] = await db().insert(assets).values({ organization_id: orgId, name, kind, unit }).returning();
  return row!.id;
}

/** POST or PUT a movement on /api/movement/{path}/{org}[/{id}]. */
export function write(
  token: string,
  path: string,
  orgId: number,
  body: Record<string, unknown>,
  id?: number,
): Promise<ApiResult<MovementBody>> {
  return api<MovementBody>(`/movement/${path}/${orgId}${id ? `/${id}` : ""}`, {
    method: id ? "PUT" : "POST",
    token,
    body: { date: "2026-06-01", ...body },
  });
}

export const remove = (token: string, orgId: number, id: number) =>
  api<MovementBody>(`/movement/delete/${orgId}/${id}`, { method: "DELETE", token });
