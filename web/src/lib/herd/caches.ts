// Named views of the herd lists (kept for the screens that read them under these names).
import { useCategories, useLastMovements, useLots, useRodeos } from "../store";

export const useLotList = useLots;
export const useRodeoList = useRodeos;
export const useCategoryList = useCategories;
export const useLastMovementList = useLastMovements;
