// Named views of the herd lists (kept for the screens that read them under these names).
import { movementQueries } from "../../data/movements";
import { useOrgQuery } from "../../data/org-query";
import type { StoreMovement } from "../store/types";
import { useCategories, useLots, useRodeos } from "../store";

export const useLotList = useLots;
export const useRodeoList = useRodeos;
export const useCategoryList = useCategories;

const NO_MOVEMENTS: StoreMovement[] = [];

/**
 * The last 10 movements in the older view shape, for the screens that still read it (the
 * dashboard's card, the rodeo page); new code reads useOrgQuery(movementQueries.last).
 */
export function useLastMovementList() {
  const query = useOrgQuery(movementQueries.last);
  return {
    items: query.data ?? NO_MOVEMENTS,
    loaded: query.data !== undefined,
    error: query.error,
    reload: query.refetch,
    updatedAt: query.dataUpdatedAt,
  };
}
