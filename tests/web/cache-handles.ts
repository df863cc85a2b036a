// Test handles on the movement and supply entries of a query cache (key, read, write, mark stale),
// so the tests read the lists the way the resource modules key them.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Supply } from "@shared/supply-types";
import { movementKeys } from "../../web/src/data/movements";
import { supplyKeys } from "../../web/src/data/supplies";
import { queryClient } from "../../web/src/lib/query/query-client";
import type { PagedLog, StoreMovement } from "../../web/src/lib/store/types";

export interface CacheHandle<T> {
  key: (orgId: number) => QueryKey;
  get(orgId: number, client?: QueryClient): T | undefined;
  update(orgId: number, change: (data: T) => T, client?: QueryClient): void;
}

const handle = <T>(key: (orgId: number) => QueryKey): CacheHandle<T> => ({
  key,
  get: (orgId, client = queryClient) => client.getQueryData<T>(key(orgId)),
  update: (orgId, change, client = queryClient) =>
    client.setQueryData<T>(key(orgId), (data) => (data === undefined ? undefined : change(data))),
});

export const movementLogEntry = handle<PagedLog<StoreMovement>>(movementKeys.log);
export const lastMovementsEntry = handle<StoreMovement[]>(movementKeys.last);
export const suppliesEntry = handle<Supply[]>(supplyKeys.list);
