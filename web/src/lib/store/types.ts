// Shapes of the herd records the SPA caches: the herd API's response types (worker/shared) plus
// the client-side isOptimistic flag of records shown before the server confirmed them.
import type { Category, Lot, Movement, Rodeo } from "@shared/herd-types";

/** Set on records shown before the server confirmed them (docs/client-rules.md). */
export interface OptimisticFlag {
  isOptimistic?: boolean;
}

export type StoreLot = Lot & OptimisticFlag;
export type StoreMovement = Movement & OptimisticFlag;
export type StoreCategory = Category;
export type StoreRodeo = Rodeo;

/**
 * The movement log is paginated (GET /movement/all?limit&cursor): the pages loaded so far as one
 * list, newest first, and the cursor of the next page (null when the oldest is loaded).
 */
export interface PagedLog<T> {
  items: T[];
  nextCursor: string | null;
}
