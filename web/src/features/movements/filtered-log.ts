// The movement log under filters as its own query entry per organization and filter set: the
// first page, then the pages scrolled to. A refetch brings back what is shown in one request (up
// to the API's largest page), so a live change does not shrink the list the user scrolled.
import type { Movement } from "@shared/herd-types";
import { queryOptions } from "@tanstack/react-query";
import { queryClient } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { MOVEMENTS_PAGE_SIZE, pageAppended, type PagedLog } from "../../lib/store";
import type { MovementFilters } from "./movement-filters-state";
import { EXPORT_PAGE_SIZE, fetchMovementPage } from "./movements-api";

type FilteredLog = PagedLog<Movement>;

const shownIn = (log: FilteredLog | undefined) => log?.items.length ?? 0;

export const filteredLogQuery = (orgId: number, filters: MovementFilters) =>
  queryOptions({
    queryKey: queryKeys.filteredMovementLog(orgId, filters),
    queryFn: async ({ client, queryKey }): Promise<FilteredLog> => {
      const shown = shownIn(client.getQueryData<FilteredLog>(queryKey));
      const limit = Math.min(EXPORT_PAGE_SIZE, Math.max(MOVEMENTS_PAGE_SIZE, shown));
      const page = await fetchMovementPage(orgId, filters, limit);
      return { items: page.movements, nextCursor: page.next_cursor };
    },
  });

/** Appends the next page of the filtered log (nothing when the oldest page is loaded). */
export async function loadMoreFiltered(orgId: number, filters: MovementFilters, client = queryClient): Promise<void> {
  const key = queryKeys.filteredMovementLog(orgId, filters);
  const cursor = client.getQueryData<FilteredLog>(key)?.nextCursor;
  if (!cursor) return;
  const page = await fetchMovementPage(orgId, filters, MOVEMENTS_PAGE_SIZE, cursor);
  client.setQueryData<FilteredLog>(key, (log) => log && pageAppended(log, cursor, page));
}
