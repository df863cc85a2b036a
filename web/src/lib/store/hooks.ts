// Hooks the screens read the herd caches with: the selected organization's data, fetched once
// and then kept current by the live socket (web/src/lib/live). Concurrent users share one fetch.
import { useAtomValue, type PrimitiveAtom } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { selectedOrganizationIdAtom } from "../session/atoms";
import {
  categoriesCacheAtom,
  lastMovementsCacheAtom,
  lotsCacheAtom,
  movementsCacheAtom,
  rodeosCacheAtom,
} from "./caches";
import { loadCategories, loadLastMovements, loadLots, loadMoreMovements, loadMovements, loadRodeos } from "./fetchers";
import type { ListCache, PagedCache } from "./types";

const inflight = new Map<object, { orgId: number; promise: Promise<unknown> }>();

/** One request per cache and organization at a time. */
function loadOnce(cacheAtom: object, orgId: number, load: (orgId: number) => Promise<unknown>) {
  const running = inflight.get(cacheAtom);
  if (running && running.orgId === orgId) return running.promise;
  const promise = load(orgId).finally(() => {
    if (inflight.get(cacheAtom)?.promise === promise) inflight.delete(cacheAtom);
  });
  inflight.set(cacheAtom, { orgId, promise });
  return promise;
}

export interface CacheView<T> {
  items: T[];
  loaded: boolean;
  error: unknown;
  reload: () => Promise<unknown>;
}

/** The item type is the cache's own (`C["items"][number]`), so callers need no casts. */
function useCache<C extends ListCache<unknown>>(
  cacheAtom: PrimitiveAtom<C>,
  load: (orgId: number) => Promise<unknown>,
): CacheView<C["items"][number]> & { cache: C | null } {
  const orgId = useAtomValue(selectedOrganizationIdAtom);
  const cache = useAtomValue(cacheAtom);
  const [error, setError] = useState<unknown>(null);
  const current = orgId !== null && cache.orgId === orgId;
  const needsLoad = orgId !== null && !(current && cache.loaded);

  const reload = useCallback(() => {
    if (orgId === null) return Promise.resolve();
    setError(null);
    return loadOnce(cacheAtom, orgId, load).catch((e: unknown) => setError(e));
  }, [cacheAtom, load, orgId]);

  useEffect(() => {
    if (needsLoad) void reload();
  }, [needsLoad, reload]);

  return {
    items: current ? cache.items : [],
    loaded: current && cache.loaded,
    error,
    reload,
    cache: current ? cache : null,
  };
}

// Module-level loaders: stable identities, so the hooks' effects only rerun on an organization change.
const lotsLoader = (orgId: number) => loadLots(orgId);
const movementsLoader = (orgId: number) => loadMovements(orgId);
const lastLoader = (orgId: number) => loadLastMovements(orgId);
const categoriesLoader = (orgId: number) => loadCategories(orgId);
const rodeosLoader = (orgId: number) => loadRodeos(orgId);

export const useLots = () => useCache(lotsCacheAtom, lotsLoader);
export const useLastMovements = () => useCache(lastMovementsCacheAtom, lastLoader);
export const useCategories = () => useCache(categoriesCacheAtom, categoriesLoader);
export const useRodeos = () => useCache(rodeosCacheAtom, rodeosLoader);

/** The movement log, newest first, with `loadMore` for the next page. */
export function useMovements() {
  const view = useCache(movementsCacheAtom, movementsLoader);
  const orgId = useAtomValue(selectedOrganizationIdAtom);
  const cache = view.cache as PagedCache<unknown> | null;
  const loadMore = useCallback(() => (orgId === null ? Promise.resolve() : loadMoreMovements(orgId)), [orgId]);
  return { ...view, hasMore: !!cache?.nextCursor, loadMore };
}
