// Shapes of the herd records the SPA caches: the herd API's response types (worker/shared) plus
// the client-side isOptimistic flag of records shown before the server confirmed them.
import type { Category, Lot, Movement, Rodeo } from "@shared/herd-types";

/** Set on records shown before the server confirmed them (SPEC.md §3, §4). */
export interface OptimisticFlag {
  isOptimistic?: boolean;
}

export type StoreLot = Lot & OptimisticFlag;
export type StoreMovement = Movement & OptimisticFlag;
export type StoreCategory = Category;
export type StoreRodeo = Rodeo;

/** One organization's copy of a server list. `loaded` is false until the first fetch answered. */
export interface ListCache<T> {
  orgId: number | null;
  items: T[];
  loaded: boolean;
}

/** The movement log is paginated (GET /movement/all?limit&cursor). */
export interface PagedCache<T> extends ListCache<T> {
  nextCursor: string | null;
}

export const emptyList = <T>(): ListCache<T> => ({ orgId: null, items: [], loaded: false });
export const emptyPaged = <T>(): PagedCache<T> => ({ orgId: null, items: [], loaded: false, nextCursor: null });
