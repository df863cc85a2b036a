// Public surface of the herd caches: atoms, hooks, loaders, optimistic writes, message handling.
export * from "./types";
export * from "./caches";
export * from "./hooks";
export {
  loadCategories,
  loadLastMovements,
  loadLots,
  loadMoreMovements,
  loadMovements,
  loadRodeos,
  resetCaches,
  MOVEMENTS_PAGE_SIZE,
} from "./fetchers";
export { applySocketMessage, RODEO_DATA_CHANGED, type MessageEffects } from "./apply-message";
export { recordTrade, optimisticMovement, TRADE_ERROR, type BuySellBody, type TradeKind } from "./optimistic-movements";
export {
  createLot,
  deleteLot,
  LOT_CREATE_ERROR,
  LOT_DELETE_ERROR,
  LOT_NOT_FOUND,
  type LotBody,
} from "./optimistic-lots";
export { LAST_MOVEMENTS_CAP, compareMovements } from "./movements";
export { compareLots } from "./lots";
