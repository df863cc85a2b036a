// The log the page lists: without filters, the shared live cache of the store; with filters, the
// filtered pages from the API, fetched again (as far as already loaded) when a live change lands.
import type { Movement } from "@shared/herd-types";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import { selectedOrganizationIdAtom } from "../../lib/session";
import { MOVEMENTS_PAGE_SIZE, useLastMovements, useMovements, type StoreMovement } from "../../lib/store";
import { hasFilters, type MovementFilters } from "./movement-filters-state";
import { EXPORT_PAGE_SIZE, fetchMovementPage } from "./movements-api";

export interface MovementLog {
  items: StoreMovement[];
  loaded: boolean;
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

interface Paged {
  key: string;
  items: Movement[];
  cursor: string | null;
  loaded: boolean;
}

function useFilteredPages(filters: MovementFilters, enabled: boolean, live: readonly [unknown, unknown]): MovementLog {
  const orgId = useAtomValue(selectedOrganizationIdAtom);
  const key = `${orgId}|${JSON.stringify(filters)}`;
  const [state, setState] = useState<Paged>({ key: "", items: [], cursor: null, loaded: false });
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const latest = useRef(key);
  latest.current = key;
  const loadedCount = useRef(0);
  loadedCount.current = state.key === key ? state.items.length : 0;

  const fetchFirst = useCallback(
    (limit: number) => {
      if (!enabled || orgId === null) return;
      setError(null);
      fetchMovementPage(orgId, filters, limit)
        .then((page) => {
          if (latest.current !== key) return;
          setState({ key, items: page.movements, cursor: page.next_cursor, loaded: true });
        })
        .catch((e: unknown) => latest.current === key && setError(e));
    },
    [enabled, orgId, filters, key],
  );

  useEffect(() => fetchFirst(MOVEMENTS_PAGE_SIZE), [fetchFirst]);

  // A live change: refetch what is shown (one request, up to the API's largest page).
  const [liveLog, liveLast] = live;
  const first = useRef(true);
  useEffect(() => {
    if (first.current || !enabled) {
      first.current = false;
      return;
    }
    const timer = setTimeout(
      () => fetchFirst(Math.min(EXPORT_PAGE_SIZE, Math.max(MOVEMENTS_PAGE_SIZE, loadedCount.current))),
      300,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a live change refetches
  }, [liveLog, liveLast]);

  const current = state.key === key ? state : null;
  const loadMore = useCallback(() => {
    if (!current?.cursor || loadingMore || orgId === null) return;
    setLoadingMore(true);
    fetchMovementPage(orgId, filters, MOVEMENTS_PAGE_SIZE, current.cursor)
      .then((page) => {
        if (latest.current !== key) return;
        setState((s) => {
          const seen = new Set(s.items.map((m) => m.id));
          return {
            ...s,
            items: [...s.items, ...page.movements.filter((m) => !seen.has(m.id))],
            cursor: page.next_cursor,
          };
        });
      })
      .catch((e: unknown) => setError(e))
      .finally(() => setLoadingMore(false));
  }, [current?.cursor, loadingMore, orgId, filters, key]);

  return {
    items: current?.items ?? [],
    loaded: !!current?.loaded,
    error,
    hasMore: !!current?.cursor,
    loadingMore,
    loadMore,
    reload: () => fetchFirst(MOVEMENTS_PAGE_SIZE),
  };
}

export function useMovementLog(filters: MovementFilters): MovementLog {
  const filtered = hasFilters(filters);
  const all = useMovements();
  const last = useLastMovements();
  const [loadingMore, setLoadingMore] = useState(false);
  // The store's caches change on every live movement message: the filtered view follows them.
  const pages = useFilteredPages(filters, filtered, [all.items, last.items]);
  const loadMoreAll = useCallback(() => {
    if (!all.hasMore || loadingMore) return;
    setLoadingMore(true);
    void all.loadMore().finally(() => setLoadingMore(false));
  }, [all, loadingMore]);
  if (filtered) return pages;
  return {
    items: all.items,
    loaded: all.loaded,
    error: all.error,
    hasMore: all.hasMore,
    loadingMore,
    loadMore: loadMoreAll,
    reload: () => void all.reload(),
  };
}
