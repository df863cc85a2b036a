// Herd test helpers: a small ranch (lots and rodeos through the API), stock snapshots and the replay check.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { movements, rodeoStock } from "../../worker/db/schema";
import { replayStock, type Stock } from "../../worker/areas/herd/movements/replay";
import { stockKey } from "../../worker/areas/herd/movements/stock-effects";
import type { Movement } from "../../worker/shared/herd-types";
import { api, db, makeTeam, type ApiResult } from "./fixtures";

export type Team = Awaited<ReturnType<typeof makeTeam>>;

export async function ok<T = Record<string, unknown>>(promise: Promise<ApiResult<T>>, status = 200) {
  const res = await promise;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createLot(token: string, orgId: number, name = "Potrero 1", hectares = 100) {
  const body = await ok<{ lot: { id: number } }>(
    api(`/lot/create/${orgId}`, { method: "POST", token, body: { name, hectares } }),
    201,
  );
  return body.lot.id;
}

export async function createRodeo(
  token: string,
  orgId: number,
  opts: { name?: string; lot_id?: number | null; animals?: Array<{ type: string; count: number }> } = {},
) {
  const body = await ok<{ rodeo: { id: number } }>(
    api(`/rodeo/${orgId}`, {
      method: "POST",
      token,
      body: { name: opts.name ?? "Cría", lot_id: opts.lot_id ?? null, animals: opts.animals },
    }),
    201,
  );
  return body.rodeo.id;
}

/** An organization with one lot holding two rodeos (Cría: 50 Vaca, 2 Toro; Recría: 30 Novillito). */
export async function ranch() {
  const team = await makeTeam();
  const { owner, org } = team;
  const lotId = await createLot(owner.token, org.id);
  const cria = await createRodeo(owner.token, org.id, {
    name: "Cría",
    lot_id: lotId,
    animals: [
      { type: "Vaca", count: 50 },
      { type: "Toro", count: 2 },
    ],
  });
  const recria = await createRodeo(owner.token, org.id, {
    name: "Recría",
    lot_id: lotId,
    animals: [{ type: "Novillito", count: 30 }],
  });
  return { ...team, lotId, cria, recria };
}

export async function categoryIds(orgId: number, token: string) {
  const body = await ok<{ categories: Array<{ id: number; name: string }> }>(
    api(`/animal-categories/${orgId}`, { token }),
  );
  return Object.fromEntries(body.categories.map((c) => [c.name, c.id])) as Record<string, number>;
}

/** The stored stock of an organization (zero rows dropped). */
export async function storedStock(orgId: number): Promise<Stock> {
  const rows = await db().select().from(rodeoStock).where(eq(rodeoStock.organization_id, orgId));
  return new Map(rows.filter((r) => r.count !== 0).map((r) => [stockKey(r.rodeo_id, r.category_id), r.count]));
}

export async function storedMovements(orgId: number) {
  return db().select().from(movements).where(eq(movements.organization_id, orgId)).orderBy(movements.id);
}

/** The stored stock equals the replay of the non-deleted log, and no count is negative. */
export async function expectStockMatchesLog(orgId: number) {
  const [stock, log] = await Promise.all([storedStock(orgId), storedMovements(orgId)]);
  for (const count of stock.values()) expect(count).toBeGreaterThan(0);
  const replayed = replayStock(
    log.map((m) => ({
      type: m.type,
      rodeo_id: m.rodeo_id,
      animals: m.animals as Array<{ category_id: number | null; count: number }>,
      data: m.data as Record<string, unknown>,
      deleted: m.deleted,
    })),
  );
  expect(Object.fromEntries(stock)).toEqual(Object.fromEntries(replayed));
  return stock;
}

export const stockOf = (stock: Stock, rodeoId: number, categoryId: number) =>
  stock.get(stockKey(rodeoId, categoryId)) ?? 0;

export type MovementResponse = { movement: Movement };
