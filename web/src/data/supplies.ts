// The supplies (docs/spa-data.md): the unfiltered list is patched by the live socket and by this
// user's writes (sorted by name, like the API answers); filtered lists, the changed supply's
// detail and the reports built from supplies are fetched again, since only the server
// re-evaluates them. The supplies screens' queries and writes extend this module.
import type { Asset } from "@shared/supply-types";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { api, call, id } from "../lib/api/client";
import { removeById, upsertById } from "../lib/store/list";
import { applyPatches } from "./live/apply-live-message";
import { patch } from "./live/live-effect";
import { useOrgQuery } from "./org-query";

export const supplyKeys = {
  /** Everything of the supplies area: lists, details, the consumption report, the withdrawals. */
  all: (orgId: number) => ["org", orgId, "assets"] as const,
  /** The unfiltered list the live socket patches. */
  list: (orgId: number) => ["org", orgId, "assets", "list"] as const,
};

export const supplyQueries = {
  /** Every supply of the organization (GET /asset/{org}, no filters), kept current by the socket. */
  list: (orgId: number) =>
    queryOptions({
      queryKey: supplyKeys.list(orgId),
      queryFn: async (): Promise<Asset[]> => {
        const { assets } = await call(api.asset[":org"].$get({ param: { org: id(orgId) }, query: {} }));
        return assets;
      },
      staleTime: Infinity,
    }),
};

/** The organization's supplies, by name (the stock pickers and the supplies screens). */
export const useSupplyList = () => useOrgQuery(supplyQueries.list);

export const compareAssets = (a: Asset, b: Asset) => a.name.localeCompare(b.name, "es") || a.id - b.id;
export const assetInto = (items: readonly Asset[], asset: Asset) => upsertById(items, asset, compareAssets);
export const assetRemovedFrom = (items: readonly Asset[], assetId: number) => removeById(items, assetId);

/** Pure updates of the cached list, used by the message table and by this user's writes. */
export const supplyPatches = {
  saved: (orgId: number, asset: Asset) => patch<Asset[]>(supplyKeys.list(orgId), (l) => assetInto(l, asset)),
  removed: (orgId: number, assetId: number) =>
    patch<Asset[]>(supplyKeys.list(orgId), (l) => assetRemovedFrom(l, assetId)),
};

/** Every supply view but the unfiltered list (only `assetId`'s detail among details, when given). */
export const supplyViews = (orgId: number, assetId?: number) => ({
  predicate: ({ queryKey: key }: { queryKey: readonly unknown[] }) =>
    key[0] === "org" &&
    key[1] === orgId &&
    key[2] === "assets" &&
    key[3] !== "list" &&
    (key[3] !== "detail" || assetId === undefined || key[4] === assetId),
});

/** Marks every supply entry but the unfiltered list stale (only `assetId`'s detail among details). */
export function refetchAssetViews(orgId: number, client: QueryClient, assetId?: number): Promise<void> {
  return client.invalidateQueries(supplyViews(orgId, assetId));
}

/** A supply the server answered with (a write of this user): into the list, its views refetched. */
export function assetChanged(orgId: number, asset: Asset, client: QueryClient): void {
  applyPatches(client, [supplyPatches.saved(orgId, asset)]);
  void refetchAssetViews(orgId, client, asset.id);
}

export function assetGone(orgId: number, assetId: number, client: QueryClient): void {
  applyPatches(client, [supplyPatches.removed(orgId, assetId)]);
  void refetchAssetViews(orgId, client, assetId);
}

const NO_SUPPLIES: Asset[] = [];

/**
 * The list in the older view shape, for the supplies screens that still read it (the money helper's
 * area moves them to useSupplyList).
 */
export function useAssets() {
  const query = useSupplyList();
  return {
    items: query.data ?? NO_SUPPLIES,
    loaded: query.data !== undefined,
    error: query.error,
    reload: query.refetch,
  };
}
