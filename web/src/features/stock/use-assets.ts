// Query hooks of the supplies area, keyed under ["org", orgId, "assets", ...]: the unfiltered list
// comes from the live store (patched by the socket), a filtered list, a supply's detail (pages of
// its movements), the consumption report and the rodeos under withdrawal are fetched here and
// refetched when a supply changes (data/supplies.ts).
import type { Asset } from "@shared/supply-types";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useOrgId } from "../../lib/herd/use-org-id";
import { queryClient, useAppQuery } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { useAssets } from "../../data/supplies";
import {
  fetchAssetDetail,
  fetchAssets,
  fetchConsumption,
  fetchWithdrawals,
  hasFilters,
  type AssetFilters,
} from "./assets-api";

export interface AssetListView {
  items: Asset[];
  loaded: boolean;
  error: unknown;
  reload: () => Promise<unknown>;
}

/** The supplies under `filters` (the live list itself when there are none). */
export function useAssetList(filters: AssetFilters): AssetListView {
  const orgId = useOrgId();
  const all = useAssets();
  const filtered = hasFilters(filters);
  const query = useAppQuery({
    queryKey: queryKeys.filteredAssets(orgId ?? 0, filters),
    queryFn: () => fetchAssets(orgId!, filters),
    enabled: orgId !== null && filtered,
    placeholderData: keepPreviousData,
  });
  if (!filtered) return all;
  return {
    items: query.data ?? [],
    loaded: query.data !== undefined,
    error: query.error,
    reload: () => query.refetch(),
  };
}

/** Supplies below their minimum (dashboard card). */
export function useLowAssets() {
  const orgId = useOrgId();
  return useAppQuery({
    queryKey: queryKeys.filteredAssets(orgId ?? 0, { low: true }),
    queryFn: () => fetchAssets(orgId!, { low: true }),
    enabled: orgId !== null,
  });
}

export function useWithdrawals() {
  const orgId = useOrgId();
  return useAppQuery({
    queryKey: queryKeys.withdrawals(orgId ?? 0),
    queryFn: () => fetchWithdrawals(orgId!),
    enabled: orgId !== null,
  });
}

export function useConsumptionReport(from: string, to: string) {
  const orgId = useOrgId();
  return useAppQuery({
    queryKey: queryKeys.assetConsumption(orgId ?? 0, from, to),
    queryFn: () => fetchConsumption(orgId!, from, to),
    enabled: orgId !== null,
    placeholderData: keepPreviousData,
  });
}

/** A supply, its quantity curve and its movements newest first, 20 per page ("Ver más"). */
export function useAssetDetail(assetId: number) {
  const orgId = useOrgId();
  const query = useInfiniteQuery(
    {
      queryKey: queryKeys.assetDetail(orgId ?? 0, assetId),
      queryFn: ({ pageParam }) => fetchAssetDetail(assetId, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      enabled: orgId !== null && Number.isInteger(assetId) && assetId > 0,
    },
    queryClient,
  );
  const pages = query.data?.pages;
  const movements = useMemo(() => {
    const seen = new Set<number>();
    return (pages ?? []).flatMap((p) => p.movements).filter((m) => !seen.has(m.id) && !!seen.add(m.id));
  }, [pages]);
  const first = pages?.[0];
  return {
    asset: first?.asset ?? null,
    series: first?.series ?? [],
    movements,
    loaded: first !== undefined,
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => query.fetchNextPage().then(() => undefined),
    reload: () => query.refetch(),
  };
}
