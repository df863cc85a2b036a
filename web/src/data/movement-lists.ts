// Pure updates of the movement lists (the paginated log and the last-10 list), including how a
// server movement takes the place of its optimistic copy (docs/client-rules.md).
import { dedupeById, removeById, upsertById } from "../lib/store/list";
import type { PagedLog, StoreMovement } from "../lib/store/types";

/** The last-movements list shows at most this many (docs/client-rules.md). */
export const LAST_MOVEMENTS_CAP = 10;

const rank = (m: StoreMovement) => (m.id < 0 ? Number.MAX_SAFE_INTEGER + m.id : m.id);

/** Newest first: by date, then by id (an optimistic record is the newest of its day). */
export function compareMovements(a: StoreMovement, b: StoreMovement): number {
  const byDate = b.date.slice(0, 10).localeCompare(a.date.slice(0, 10));
  return byDate !== 0 ? byDate : rank(b) - rank(a);
}

/** One line of a draft: the category by name or id (the buy/sell body allows either). */
export interface DraftAnimal {
  type?: string | null;
  category_id?: number | null;
  count: number;
}

const sameLine = (a: DraftAnimal, b: DraftAnimal) =>
  a.count === b.count &&
  ((!!a.type && !!b.type && a.type.trim().toLowerCase() === b.type.trim().toLowerCase()) ||
    (a.category_id != null && a.category_id === b.category_id));

/** True when `server` is the movement `draft` was recorded as: same type, day, rodeo and animals. */
export function confirms(draft: StoreMovement, server: StoreMovement): boolean {
  if (draft.type !== server.type || draft.date.slice(0, 10) !== server.date.slice(0, 10)) return false;
  if ((draft.rodeoId ?? null) !== (server.rodeoId ?? null)) return false;
  const rest = [...server.animals];
  for (const line of draft.animals) {
    const i = rest.findIndex((r) => sameLine(line, r));
    if (i === -1) return false;
    rest.splice(i, 1);
  }
  return rest.length === 0;
}

/** The optimistic record a server movement confirms (same content), if any. */
export function findOptimisticTwin(items: readonly StoreMovement[], server: StoreMovement): StoreMovement | undefined {
  if (items.some((m) => m.id === server.id)) return undefined;
  return items.find((m) => m.isOptimistic && m.id < 0 && confirms(m, server));
}

/**
 * Puts a server movement into a list: replaces the same id, or the optimistic twin it confirms,
 * or inserts it in order. `inWindow` decides whether an unknown movement belongs to the loaded
 * part of the list (older ones arrive with the next page).
 */
export function placeMovement(
  items: readonly StoreMovement[],
  movement: StoreMovement,
  inWindow: (m: StoreMovement, sorted: readonly StoreMovement[]) => boolean,
  replaceTempId?: number,
): StoreMovement[] {
  const server = { ...movement, isOptimistic: false };
  let base = replaceTempId !== undefined ? removeById(items, replaceTempId) : [...items];
  const twin = findOptimisticTwin(base, server);
  if (twin) base = removeById(base, twin.id);
  const known = base.some((m) => m.id === server.id);
  if (!known && !twin && replaceTempId === undefined && !inWindow(server, base)) return base;
  return dedupeById(upsertById(base, server, compareMovements));
}

/** A paginated list holds every movement newer than its last loaded one. */
const withinLoadedPage = (nextCursor: string | null) => (m: StoreMovement, sorted: readonly StoreMovement[]) => {
  const last = sorted[sorted.length - 1];
  return nextCursor === null || !last || compareMovements(m, last) <= 0;
};

export function movementIntoLog(
  log: PagedLog<StoreMovement>,
  movement: StoreMovement,
  replaceTempId?: number,
): PagedLog<StoreMovement> {
  return { ...log, items: placeMovement(log.items, movement, withinLoadedPage(log.nextCursor), replaceTempId) };
}

export function movementIntoLast(items: StoreMovement[], movement: StoreMovement, replaceTempId?: number) {
  return placeMovement(items, movement, () => true, replaceTempId).slice(0, LAST_MOVEMENTS_CAP);
}

/** An update only touches a movement the list already shows (its position may change). */
export function movementUpdatedIn(items: StoreMovement[], movement: StoreMovement): StoreMovement[] {
  if (!items.some((m) => m.id === movement.id)) return items;
  return upsertById(items, { ...movement, isOptimistic: false }, compareMovements);
}

export function movementRemovedFrom(items: StoreMovement[], id: number): StoreMovement[] {
  return removeById(items, id);
}

/** Adds an optimistic record at the top of its day. */
export function optimisticInto(items: StoreMovement[], movement: StoreMovement, cap?: number): StoreMovement[] {
  const next = upsertById(items, movement, compareMovements);
  return cap ? next.slice(0, cap) : next;
}

/** Applies a list update to the loaded pages of the log. */
export function inLog(
  log: PagedLog<StoreMovement>,
  update: (items: StoreMovement[]) => StoreMovement[],
): PagedLog<StoreMovement> {
  const items = update(log.items);
  return items === log.items ? log : { ...log, items };
}

/**
 * The log with the page that follows `cursor` appended. Dropped when the log no longer ends at
 * `cursor`: it was reloaded meanwhile, or the same page was already added.
 */
export function pageAppended<T extends { id: number }>(
  log: PagedLog<T>,
  cursor: string,
  page: { movements: T[]; next_cursor: string | null },
): PagedLog<T> {
  if (log.nextCursor !== cursor) return log;
  return { items: dedupeById([...log.items, ...page.movements]), nextCursor: page.next_cursor ?? null };
}
