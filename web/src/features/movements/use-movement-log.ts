// The log the page lists: without filters, the shared live log of the store; with filters, the
// filtered pages (filtered-log.ts), which the message table marks stale when a movement changes.
import { useAtomValue } from "jotai";
import { useCallback } from "react";
import { useAppMutation, useAppQuery } from "../../lib/query/query-client";
import { selectedOrganizationIdAtom } from "../../lib/session";
import { useMovements, type StoreMovement } from "../../lib/store";
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
  const pages = useFilteredLog(filters, filtered);
  const source = filtered ? pages : all;

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
