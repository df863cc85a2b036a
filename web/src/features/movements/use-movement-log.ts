// The log the page lists: without filters, the shared live log of the store; with filters, the
// filtered pages (filtered-log.ts), fetched again as far as already loaded when a live change lands.
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef } from "react";
import { useAppMutation, useAppQuery } from "../../lib/query/query-client";
import { selectedOrganizationIdAtom } from "../../lib/session";
import { useLastMovements, useMovements, type StoreMovement } from "../../lib/store";
import { filteredLogQuery, loadMoreFiltered } from "./filtered-log";
import { hasFilters, type MovementFilters } from "./movement-filters-state";

export interface MovementLog {
  items: StoreMovement[];
  loaded: boolean;
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

type Source = Pick<MovementLog, "items" | "loaded" | "error" | "hasMore"> & {
  loadMore: () => Promise<unknown>;
  reload: () => Promise<unknown>;
};

/**
 * Live messages land in the store's lists first: 300 ms after either is written, `refetch` runs
 * once. Write times, not contents: a movement outside both lists may still match the filters.
 */
function useRefetchAfterLiveChange(log: number, last: number, refetch: () => unknown, enabled: boolean) {
  const seen = useRef([log, last]);
  useEffect(() => {
    const [seenLog, seenLast] = seen.current;
    if (seenLog === log && seenLast === last) return;
    seen.current = [log, last];
    if (!enabled) return;
    const timer = setTimeout(() => void refetch(), 300);
    return () => clearTimeout(timer);
  }, [log, last, refetch, enabled]);
}

const NOTHING: never[] = [];

function useFilteredLog(filters: MovementFilters, enabled: boolean): Source {
  const orgId = useAtomValue(selectedOrganizationIdAtom);
  const query = useAppQuery({ ...filteredLogQuery(orgId ?? 0, filters), enabled: enabled && orgId !== null });
  const { data, refetch } = query;
  const loadMore = useCallback(
    () => (orgId === null ? Promise.resolve() : loadMoreFiltered(orgId, filters)),
    [orgId, filters],
  );
  return {
    items: data?.items ?? NOTHING,
    loaded: data !== undefined,
    error: query.error,
    hasMore: !!data?.nextCursor,
    loadMore,
    reload: refetch,
  };
}

export function useMovementLog(filters: MovementFilters): MovementLog {
  const filtered = hasFilters(filters);
  const all = useMovements();
  const last = useLastMovements();
  const pages = useFilteredLog(filters, filtered);
  const source = filtered ? pages : all;
  useRefetchAfterLiveChange(all.updatedAt, last.updatedAt, pages.reload, filtered);

  const more = useAppMutation({ mutationFn: () => source.loadMore() });
  const { hasMore } = source;
  const { isPending: loadingMore, mutate } = more;
  const loadMore = useCallback(() => {
    if (hasMore && !loadingMore) mutate();
  }, [hasMore, loadingMore, mutate]);

  return {
    items: source.items,
    loaded: source.loaded,
    error: source.error ?? more.error,
    hasMore,
    loadingMore,
    loadMore,
    reload: () => void source.reload(),
  };
}
