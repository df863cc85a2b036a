// A rodeo's movements (GET /movement/rodeo/{org}/{rodeoId}), newest first, with "load more" by
// cursor: an infinite query, fetched again when the rodeo's data changes (see use-rodeo-refresh).
import type { Movement } from "@shared/herd-types";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api, call, id } from "../../lib/api/client";
import { queryClient, useRefetchOn } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";

export const RODEO_MOVEMENTS_PAGE = 20;

const rodeoPage = (orgId: number, rodeoId: number, cursor?: string) =>
  call(
    api.movement.rodeo[":org"][":rodeoId"].$get({
      param: { org: id(orgId), rodeoId: id(rodeoId) },
      query: { limit: String(RODEO_MOVEMENTS_PAGE), cursor },
    }),
  );

export function useRodeoMovements(orgId: number | null, rodeoId: number, refresh: number) {
  const query = useInfiniteQuery(
    {
      queryKey: queryKeys.rodeoMovements(orgId ?? 0, rodeoId),
      queryFn: ({ pageParam }) => rodeoPage(orgId!, rodeoId, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      enabled: orgId !== null && Number.isInteger(rodeoId),
    },
    queryClient,
  );
  useRefetchOn(refresh, query.refetch);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const items = useMemo(() => {
    const seen = new Set<number>();
    const list: Movement[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const m of page.movements) {
        if (seen.has(m.id)) continue;
        seen.add(m.id);
        list.push(m);
      }
    }
    return list;
  }, [query.data]);
  return {
    items,
    loaded: query.data !== undefined,
    error: query.error,
    hasMore: hasNextPage,
    loadMore: () => fetchNextPage().then(() => undefined),
    loadingMore: isFetchingNextPage,
  };
}
