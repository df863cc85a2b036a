// The log the page lists: without filters, the shared live log; with filters, the filtered pages,
// which the message table marks stale when a movement changes. Both are a page object
// ({ items, nextCursor }) read as the query's data; the next page comes through a mutation of
// data/movements.ts that appends it.
import { useCallback } from "react";
import { movementQueries, useLoadMoreFiltered, useLoadMoreMovements } from "../../data/movements";
import { useOrgQuery } from "../../data/org-query";
import { hasFilters, type MovementFilters } from "./movement-filters-state";

export function useMovementLog(filters: MovementFilters) {
  const filtered = hasFilters(filters);
  const all = useOrgQuery(movementQueries.log, !filtered);
  const pages = useOrgQuery((orgId) => movementQueries.filtered(orgId, filters), filtered);
  const query = filtered ? pages : all;
  const moreAll = useLoadMoreMovements();
  const moreFiltered = useLoadMoreFiltered();
  const more = filtered ? moreFiltered : moreAll;

  const cursor = query.data?.nextCursor ?? null;
  const loadingMore = more.isPending;
  const { mutate: allNext } = moreAll;
  const { mutate: filteredNext } = moreFiltered;
  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    if (filtered) filteredNext({ filters, cursor });
    else allNext(cursor);
  }, [cursor, loadingMore, filtered, filters, filteredNext, allNext]);

  return { query, hasMore: cursor !== null, loadingMore, loadMore, error: query.error ?? more.error };
}
