// The SPA's one home per herd resource (STYLE.md: server data that HTTP responses and socket
// messages both update). Each cache belongs to one organization; switching organization empties
// them until the new organization's data is fetched.
import { atom } from "jotai";
import {
  emptyList,
  emptyPaged,
  type ListCache,
  type PagedCache,
  type StoreCategory,
  type StoreLot,
  type StoreMovement,
  type StoreRodeo,
} from "./types";

export const lotsCacheAtom = atom<ListCache<StoreLot>>(emptyList<StoreLot>());
export const movementsCacheAtom = atom<PagedCache<StoreMovement>>(emptyPaged<StoreMovement>());
export const lastMovementsCacheAtom = atom<ListCache<StoreMovement>>(emptyList<StoreMovement>());
export const categoriesCacheAtom = atom<ListCache<StoreCategory>>(emptyList<StoreCategory>());
export const rodeosCacheAtom = atom<ListCache<StoreRodeo>>(emptyList<StoreRodeo>());

export const ALL_CACHES = [
  lotsCacheAtom,
  movementsCacheAtom,
  lastMovementsCacheAtom,
  categoriesCacheAtom,
  rodeosCacheAtom,
] as const;

/** True when `cache` holds `orgId`'s data (messages for other organizations never touch it). */
export const holds = (cache: ListCache<unknown>, orgId: number) => cache.loaded && cache.orgId === orgId;
