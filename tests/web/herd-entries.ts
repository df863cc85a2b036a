// Handles on the herd-structure lists of a query cache (lots, categories, rodeos) with the shape of
// the movement lists' cache entries, so the live tests read every list the same way.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { categoryKeys } from "../../web/src/data/categories";
import { lotKeys } from "../../web/src/data/lots";
import { rodeoKeys } from "../../web/src/data/rodeos";
import { queryClient } from "../../web/src/lib/query/query-client";
import type { StoreCategory, StoreLot, StoreRodeo } from "../../web/src/lib/store";

export interface ListHandle<T> {
  key: (orgId: number) => QueryKey;
  get(orgId: number, client?: QueryClient): T | undefined;
}

const handle = <T>(key: (orgId: number) => QueryKey): ListHandle<T> => ({
  key,
  get: (orgId, client = queryClient) => client.getQueryData<T>(key(orgId)),
});

export const lotsEntry = handle<StoreLot[]>(lotKeys.list);
export const categoriesEntry = handle<StoreCategory[]>(categoryKeys.list);
export const rodeosEntry = handle<StoreRodeo[]>(rodeoKeys.list);
