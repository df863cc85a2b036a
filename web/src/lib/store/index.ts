// Public surface of the movement lists and supplies (lots, rodeos, categories: web/src/data): their
// queries and cache entries, the hooks screens read them with, live message handling and the
// optimistic writes of SPEC.md §4. The data itself lives in the app's query cache.
export * from "./types";
export * from "./hooks";
export { lastMovementsEntry, movementLogEntry, assetsEntry, type CacheEntry } from "./cache-entries";
export { assetChanged, assetGone, assetInto, assetRemovedFrom, compareAssets, refetchAssetViews } from "./assets";
export {
  lastMovementsQuery,
  loadMoreMovements,
  movementLogQuery,
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
export { LAST_MOVEMENTS_CAP, compareMovements, pageAppended } from "./movements";
