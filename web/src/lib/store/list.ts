// Pure list updates shared by every cache: upsert by id (never a duplicate), remove, sort.

export type Compare<T> = (a: T, b: T) => number;

/** Replaces the item with the same id, or adds it (sorted when `compare` is given, else last). */
export function upsertById<T extends { id: number }>(items: readonly T[], item: T, compare?: Compare<T>): T[] {
  const index = items.findIndex((x) => x.id === item.id);
  const next = index === -1 ? [...items, item] : items.map((x, i) => (i === index ? item : x));
  return compare ? next.sort(compare) : next;
}

export function removeById<T extends { id: number }>(items: readonly T[], id: number): T[] {
  return items.some((x) => x.id === id) ? items.filter((x) => x.id !== id) : (items as T[]);
}

/** Keeps the last occurrence of each id (a later copy is newer). */
export function dedupeById<T extends { id: number }>(items: readonly T[]): T[] {
  const byId = new Map<number, number>();
  items.forEach((x, i) => byId.set(x.id, i));
  return items.filter((x, i) => byId.get(x.id) === i);
}

let lastTempId = 0;

/** Temporary ids of optimistic records are negative and never repeat within a page load. */
export function nextTempId(): number {
  lastTempId -= 1;
  return lastTempId;
}
