// Public surface of the herd lists (lots, movement log, last movements, categories, rodeos): their
// queries and cache entries, the hooks screens read them with, live message handling and the
// optimistic writes of SPEC.md §4. The data itself lives in the app's query cache.
export * from "./types";
export * from "./hooks";
export {
  categoriesEntry,
  lastMovementsEntry,
  lotsEntry,
  movementLogEntry,
  rodeosEntry,
  assetsEntry,
  type CacheEntry,
} from "./cache-entries";
export { assetInto, assetRemovedFrom, compareAssets } from "./assets";
export {
  categoriesQuery,
  lastMovementsQuery,
  loadMoreMovements,
  lotsQuery,
  movementLogQuery,
  rodeosQuery,
  assetsQuery,
  MOVEMENTS_PAGE_SIZE,
} from "./herd-queries";
export {
  recordTrade,
  optimisticMovement,
  defaultOptimisticDeps,
  TRADE_ERROR,
  type BuySellBody,
  type OptimisticDeps,
  type TradeKind,
} from "./optimistic-movements";
export {
  createLot,
  deleteLot,
  LOT_CREATE_ERROR,
  LOT_DELETE_ERROR,
  LOT_NOT_FOUND,
  type LotBody,
} from "./optimistic-lots";
export { LAST_MOVEMENTS_CAP, compareMovements, pageAppended } from "./movements";
export { compareLots, lotsReplaced } from "./lots";
