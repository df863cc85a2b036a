// Public surface of the herd lists (lots, movement log, last movements, categories, rodeos): their
// queries and cache entries, the hooks screens read them with, live message handling and the
// optimistic writes of SPEC.md §4. The data itself lives in the app's query cache.
export * from "./types";
export * from "./hooks";
export { categoriesEntry, lotsEntry, rodeosEntry, type CacheEntry } from "./cache-entries";
export { categoriesQuery, lotsQuery, rodeosQuery } from "./herd-queries";
export {
  createLot,
  deleteLot,
  LOT_CREATE_ERROR,
  LOT_DELETE_ERROR,
  LOT_NOT_FOUND,
  type LotBody,
} from "./optimistic-lots";
export { compareLots, lotsReplaced } from "./lots";
