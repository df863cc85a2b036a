// Saving the user's lot order (PUT /lot/order/{org}): the lots list takes the new order at once, the
// server's ordered list replaces it on success (others get it live as 'lots-sync'), and a failure
// puts the server's order back.
import { api, call, errorMessage, id } from "../../lib/api/client";
import { compareLots, lotsEntry, type StoreLot } from "../../lib/store";

/** `ids` in their new order; optimistic lots (not on the server yet) keep their place at the end. */
export function withOrder(lots: readonly StoreLot[], ids: readonly number[]): StoreLot[] {
  const position = new Map(ids.map((id, index) => [id, index + 1]));
  return lots.map((l) => (position.has(l.id) ? { ...l, order: position.get(l.id)! } : l)).sort(compareLots);
}

export async function saveLotOrder(orgId: number, ids: readonly number[], fallback: string): Promise<string | null> {
  const saved = ids.filter((id) => id > 0);
  const items = saved.map((id, index) => ({ id, order: index + 1 }));
  if (items.length === 0) return null;
  lotsEntry.update(orgId, (lots) => withOrder(lots, saved));
  try {
    const { lots } = await call(api.lot.order[":orgId"].$put({ param: { orgId: id(orgId) }, json: { items } }));
    const order = new Map(lots.map((l) => [l.id, l] as const));
    lotsEntry.update(orgId, (current) =>
      current.map((l) => (order.has(l.id) ? { ...order.get(l.id)!, isOptimistic: false } : l)).sort(compareLots),
    );
    return null;
  } catch (e) {
    await lotsEntry.refetch(orgId);
    return errorMessage(e, fallback);
  }
}

/** The ids after moving `id` one step up (-1) or down (+1); unchanged at the ends. */
export function moveStep(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
