// Pure updates of the lots list, including how a server lot takes the place of its optimistic
// copy (docs/client-rules.md: lots are created optimistically).
import { removeById, upsertById } from "../lib/store/list";
import type { StoreLot } from "../lib/store/types";

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
export function lotInto(lots: readonly StoreLot[], lot: StoreLot, replaceTempId?: number): StoreLot[] {
  const server: StoreLot = { ...lot, isOptimistic: false };
  let items = replaceTempId !== undefined ? removeById(lots, replaceTempId) : [...lots];
  if (!items.some((l) => l.id === server.id)) {
    const twin = items.find((l) => l.isOptimistic && l.id < 0 && nameKey(l.name) === nameKey(server.name));
    if (twin) items = removeById(items, twin.id);
  }
  if (server.deleted) return removeById(items, server.id);
  return upsertById(items, server, compareLots);
}

export function lotRemovedFrom(lots: StoreLot[], id: number): StoreLot[] {
  return removeById(lots, id);
}

/** A full list from the server; optimistic lots still waiting for their answer are kept. */
export function lotsReplaced(current: readonly StoreLot[], lots: readonly StoreLot[]): StoreLot[] {
  const serverIds = new Set(lots.map((l) => l.id));
  const pending = current.filter((l) => l.isOptimistic && l.id < 0 && !serverIds.has(l.id));
  const fresh = lots.filter((l) => !l.deleted).map((l) => ({ ...l, isOptimistic: false }));
  return [...fresh, ...pending].sort(compareLots);
}

/** Puts a lot back after a refused delete, unless a newer copy arrived meanwhile (socket). */
export function lotRestored(lots: StoreLot[], lot: StoreLot): StoreLot[] {
  return lots.some((l) => l.id === lot.id) ? lots : [...lots, lot].sort(compareLots);
}

/** `ids` in their new order; optimistic lots (not on the server yet) keep their place at the end. */
export function withOrder(lots: readonly StoreLot[], ids: readonly number[]): StoreLot[] {
  const position = new Map(ids.map((id, index) => [id, index + 1]));
  return lots.map((l) => (position.has(l.id) ? { ...l, order: position.get(l.id)! } : l)).sort(compareLots);
}

/** The order the server answered a reorder with; lots it does not list stay as they are. */
export function orderApplied(current: readonly StoreLot[], saved: readonly StoreLot[]): StoreLot[] {
  const order = new Map(saved.map((l) => [l.id, l] as const));
  return current.map((l) => (order.has(l.id) ? { ...order.get(l.id)!, isOptimistic: false } : l)).sort(compareLots);
}
