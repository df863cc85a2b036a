// Loading the herd caches from the API (SPEC.md §7 paths). Only the newest request for a cache
// writes it, so a slow answer for a previous organization never overwrites the current one.
import type { PrimitiveAtom } from "jotai";
import { api, call, id } from "../api/client";
import {
  categoriesCacheAtom,
  lastMovementsCacheAtom,
  lotsCacheAtom,
  movementsCacheAtom,
  rodeosCacheAtom,
  ALL_CACHES,
} from "./caches";
import { defaultStoreDeps, type StoreDeps } from "./deps";
import { dedupeById } from "./list";
import { lotsReplaced } from "./lots";
import { compareMovements, LAST_MOVEMENTS_CAP } from "./movements";
import {
  emptyList,
  emptyPaged,
  type ListCache,
  type StoreCategory,
  type StoreLot,
  type StoreMovement,
  type StoreRodeo,
} from "./types";

/** Movements per page of the log. */
export const MOVEMENTS_PAGE_SIZE = 50;

const movementPage = (orgId: number, cursor?: string) =>
  call(
    api.movement.all[":org"].$get({
      param: { org: id(orgId) },
      query: { limit: String(MOVEMENTS_PAGE_SIZE), cursor },
    }),
  );

const requestSeq = new WeakMap<object, Map<object, number>>();

/** Runs `fetch` and writes its result unless a newer load of the same cache started meanwhile. */
async function loadInto<C, R>(
  deps: StoreDeps,
  cacheAtom: PrimitiveAtom<C>,
  fetch: () => Promise<R>,
  write: (result: R, current: C) => C,
): Promise<C> {
  const seqs = requestSeq.get(deps.store) ?? new Map<object, number>();
  requestSeq.set(deps.store, seqs);
  const seq = (seqs.get(cacheAtom) ?? 0) + 1;
  seqs.set(cacheAtom, seq);
  const result = await fetch();
  if (seqs.get(cacheAtom) === seq) deps.store.set(cacheAtom, write(result, deps.store.get(cacheAtom)));
  return deps.store.get(cacheAtom);
}

export function loadLots(orgId: number, deps: StoreDeps = defaultStoreDeps) {
  return loadInto(
    deps,
    lotsCacheAtom,
    () => call(api.lot.info[":orgId"].$get({ param: { orgId: id(orgId) } })),
    ({ lots }, current) => ({
      ...lotsReplaced(current.orgId === orgId ? current : emptyList<StoreLot>(), lots),
      orgId,
      loaded: true,
    }),
  );
}

/** First page of the movement log (a reload drops the older pages). */
export function loadMovements(orgId: number, deps: StoreDeps = defaultStoreDeps) {
  return loadInto(
    deps,
    movementsCacheAtom,
    () => movementPage(orgId),
    ({ movements, next_cursor }, current) => {
      // Optimistic records still waiting for their answer stay on top.
      const pending = current.orgId === orgId ? current.items.filter((m) => m.isOptimistic && m.id < 0) : [];
      const items = dedupeById([...pending, ...movements]).sort(compareMovements);
      return { orgId, items, loaded: true, nextCursor: next_cursor ?? null };
    },
  );
}

/** The next page of the log, appended after what is loaded. */
export function loadMoreMovements(orgId: number, deps: StoreDeps = defaultStoreDeps) {
  const current = deps.store.get(movementsCacheAtom);
  if (current.orgId !== orgId || !current.nextCursor) return Promise.resolve(current);
  const cursor = current.nextCursor;
  return loadInto(
    deps,
    movementsCacheAtom,
    () => movementPage(orgId, cursor),
    ({ movements, next_cursor }, latest) =>
      latest.orgId !== orgId
        ? latest
        : { ...latest, items: dedupeById([...latest.items, ...movements]), nextCursor: next_cursor ?? null },
  );
}

export function loadLastMovements(orgId: number, deps: StoreDeps = defaultStoreDeps) {
  return loadInto(
    deps,
    lastMovementsCacheAtom,
    () => call(api.movement["last-10"][":org"].$get({ param: { org: id(orgId) } })),
    ({ movements }, current) => {
      const pending = current.orgId === orgId ? current.items.filter((m) => m.isOptimistic && m.id < 0) : [];
      const items = dedupeById([...pending, ...movements])
        .sort(compareMovements)
        .slice(0, LAST_MOVEMENTS_CAP);
      return { orgId, items, loaded: true };
    },
  );
}

export function loadCategories(orgId: number, deps: StoreDeps = defaultStoreDeps) {
  return loadInto(
    deps,
    categoriesCacheAtom,
    () => call(api["animal-categories"][":org"].$get({ param: { org: id(orgId) } })),
    ({ categories }): ListCache<StoreCategory> => ({ orgId, items: categories, loaded: true }),
  );
}

export function loadRodeos(orgId: number, deps: StoreDeps = defaultStoreDeps) {
  return loadInto(
    deps,
    rodeosCacheAtom,
    () => call(api.rodeo[":org"].$get({ param: { org: id(orgId) } })),
    ({ rodeos }): ListCache<StoreRodeo> => ({ orgId, items: rodeos, loaded: true }),
  );
}

/** Empties every cache (log-out, or another organization selected). */
export function resetCaches(deps: Pick<StoreDeps, "store"> = defaultStoreDeps): void {
  for (const cacheAtom of ALL_CACHES) {
    const empty = cacheAtom === movementsCacheAtom ? emptyPaged<StoreMovement>() : emptyList<never>();
    deps.store.set(cacheAtom as PrimitiveAtom<ListCache<unknown>>, empty);
  }
}
