// Typed handles on the herd entries of the query cache, one per organization and list. `update`
// only patches an entry that holds data: a list nobody loaded, or another organization's, is
// left alone (a live message for it changes nothing).
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { queryClient } from "../query/query-client";
import { queryKeys } from "../query/query-keys";
import type { StoreCategory, StoreLot, StoreRodeo } from "./types";

export interface CacheEntry<T> {
  key: (orgId: number) => QueryKey;
  get(orgId: number, client?: QueryClient): T | undefined;
  update(orgId: number, change: (data: T) => T, client?: QueryClient): void;
  /** Marks the entry stale: fetched again now if a screen shows it, else when one does. */
  refetch(orgId: number, client?: QueryClient): Promise<void>;
}

function entry<T>(key: (orgId: number) => QueryKey): CacheEntry<T> {
  return {
    key,
    get: (orgId, client = queryClient) => client.getQueryData<T>(key(orgId)),
    update: (orgId, change, client = queryClient) => {
      const queryKey = key(orgId);
      client.setQueryData<T>(queryKey, (data) => (data === undefined ? undefined : change(data)));
      // A fetch under way read the server before this change was written (a live message comes after its
      // write): its answer would replace the patched list with an older one, and the change would be
      // missing until the next refetch (the reconnect after a restart refetches while messages already
      // arrive). Fetch again instead; the running fetch is cancelled.
      if (client.getQueryState(queryKey)?.fetchStatus === "fetching") {
        void client.invalidateQueries({ queryKey, exact: true });
      }
    },
    refetch: (orgId, client = queryClient) => client.invalidateQueries({ queryKey: key(orgId) }),
  };
}

export const lotsEntry = entry<StoreLot[]>(queryKeys.lots);
export const categoriesEntry = entry<StoreCategory[]>(queryKeys.categories);
export const rodeosEntry = entry<StoreRodeo[]>(queryKeys.rodeos);
