// The supplies (issue #10) in the query cache: the unfiltered list is patched by the live socket
// (sorted by name, like the API answers); filtered lists, the changed supply's detail and the
// reports built from supplies are refetched instead, since only the server re-evaluates them.
import type { QueryClient } from "@tanstack/react-query";
import type { Asset } from "@shared/supply-types";
import { queryKeys } from "../query/query-keys";
import { assetsEntry } from "./cache-entries";
import { removeById, upsertById } from "./list";

export const compareAssets = (a: Asset, b: Asset) => a.name.localeCompare(b.name, "es") || a.id - b.id;

export const assetInto = (items: readonly Asset[], asset: Asset) => upsertById(items, asset, compareAssets);
export const assetRemovedFrom = (items: readonly Asset[], assetId: number) => removeById(items, assetId);

/** Marks every supply entry but the unfiltered list stale (only `assetId`'s detail among details). */
export function refetchAssetViews(orgId: number, client: QueryClient, assetId?: number): Promise<void> {
  const prefix = queryKeys.assets(orgId);
  return client.invalidateQueries({
    predicate: (q) => {
      const key = q.queryKey;
      if (key[0] !== prefix[0] || key[1] !== orgId || key[2] !== prefix[2]) return false;
      if (key[3] === "list") return false;
      if (key[3] === "detail") return assetId === undefined || key[4] === assetId;
      return true;
    },
  });
}

/** A supply the server answered with (a write of this user): into the list, its views refetched. */
export function assetChanged(orgId: number, asset: Asset, client: QueryClient): void {
  assetsEntry.update(orgId, (items) => assetInto(items, asset), client);
  void refetchAssetViews(orgId, client, asset.id);
}

export function assetGone(orgId: number, assetId: number, client: QueryClient): void {
  assetsEntry.update(orgId, (items) => assetRemovedFrom(items, assetId), client);
  void refetchAssetViews(orgId, client, assetId);
}
