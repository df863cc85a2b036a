// Typed views of the store's herd caches (the store's hooks infer their item type as unknown).
import {
  useCategories,
  useLastMovements,
  useLots,
  useRodeos,
  type CacheView,
  type StoreCategory,
  type StoreLot,
  type StoreMovement,
  type StoreRodeo,
} from "../store";

type View<T> = Omit<CacheView<T>, "items"> & { items: T[] };

export const useLotList = () => useLots() as unknown as View<StoreLot>;
export const useRodeoList = () => useRodeos() as unknown as View<StoreRodeo>;
export const useCategoryList = () => useCategories() as unknown as View<StoreCategory>;
export const useLastMovementList = () => useLastMovements() as unknown as View<StoreMovement>;
