// Pure updates of the lots cache, including how a server lot takes the place of its optimistic
// copy (SPEC.md §4: lots are created optimistically).
import { removeById, upsertById } from "./list";
import type { ListCache, StoreLot } from "./types";

/** The user's order (drag and drop), then creation order; optimistic lots go last. */
export function compareLots(a: StoreLot, b: StoreLot): number {
  const byOrder = (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER);
  if (byOrder !== 0) return byOrder;
  const rank = (l: StoreLot) => (l.id < 0 ? Number.MAX_SAFE_INTEGER + l.id : l.id);
  return rank(a) - rank(b);
}

const nameKey = (name: unknown) =>
  String(name ?? "")
    .trim()
    .toLowerCase();

/** Upserts a server lot; it replaces `replaceTempId`, or else the optimistic lot of the same name. */
export function lotInto(cache: ListCache<StoreLot>, lot: StoreLot, replaceTempId?: number): ListCache<StoreLot> {
  const server: StoreLot = { ...lot, isOptimistic: false };
  let items = replaceTempId !== undefined ? removeById(cache.items, replaceTempId) : cache.items;
  if (!items.some((l) => l.id === server.id)) {
    const twin = items.find((l) => l.isOptimistic && l.id < 0 && nameKey(l.name) === nameKey(server.name));
    if (twin) items = removeById(items, twin.id);
  }
  if (server.deleted) return { ...cache, items: removeById(items, server.id) };
  return { ...cache, items: upsertById(items, server, compareLots) };
}

export function lotRemovedFrom(cache: ListCache<StoreLot>, id: number): ListCache<StoreLot> {
  const items = removeById(cache.items, id);
  return items === cache.items ? cache : { ...cache, items };
}

/** A full list from the server; optimistic lots still waiting for their answer are kept. */
export function lotsReplaced(cache: ListCache<StoreLot>, lots: readonly StoreLot[]): ListCache<StoreLot> {
  const serverIds = new Set(lots.map((l) => l.id));
  const pending = cache.items.filter((l) => l.isOptimistic && l.id < 0 && !serverIds.has(l.id));
  const fresh = lots.filter((l) => !l.deleted).map((l) => ({ ...l, isOptimistic: false }));
  return { ...cache, items: [...fresh, ...pending].sort(compareLots) };
}
