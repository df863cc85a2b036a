// What each live message (SPEC.md §7 Realtime) does to the caches: one update per message, only
// on caches that hold the message's organization. Messages without the data to apply (bulk
// changes) make the affected cache refetch instead.
import type { SocketMessage } from "@shared/socket-messages";
import type { PrimitiveAtom } from "jotai";
import type { Store } from "../session/store-type";
import {
  categoriesCacheAtom,
  holds,
  lastMovementsCacheAtom,
  lotsCacheAtom,
  movementsCacheAtom,
  rodeosCacheAtom,
} from "./caches";
import { removeById, upsertById } from "./list";
import { lotInto, lotRemovedFrom, lotsReplaced } from "./lots";
import { movementIntoLast, movementIntoLog, movementRemovedFrom, movementUpdatedIn } from "./movements";
import type { ListCache, StoreCategory, StoreLot, StoreRodeo } from "./types";

/** The page-level event rodeo and category messages raise (SPEC.md §7). */
export const RODEO_DATA_CHANGED = "rodeo-data-changed";

export interface MessageEffects {
  refetchLots(orgId: number): void;
  refetchMovements(orgId: number): void;
  refetchOrganizations(): void;
  /** Raises RODEO_DATA_CHANGED on window. */
  rodeoDataChanged(message: SocketMessage): void;
}

type Updater<T> = (cache: ListCache<T>) => ListCache<T>;

export function applySocketMessage(message: SocketMessage, orgId: number, store: Store, effects: MessageEffects): void {
  /** Applies `update` when the cache holds this organization's data; otherwise the cache is left alone. */
  const on = <C extends ListCache<unknown>>(cacheAtom: PrimitiveAtom<C>, update: (c: C) => C) => {
    const current = store.get(cacheAtom);
    if (holds(current, orgId)) store.set(cacheAtom, update(current));
  };
  const lots = (update: Updater<StoreLot>) => on(lotsCacheAtom, update);
  const categories = (update: Updater<StoreCategory>) => on(categoriesCacheAtom, update);
  const rodeos = (update: Updater<StoreRodeo>) => on(rodeosCacheAtom, update);

  switch (message.action) {
    case "update-organization":
      effects.refetchOrganizations();
      return;
    case "lot-created":
    case "lot-updated":
      lots((c) => lotInto(c, message.lot));
      return;
    case "lot-deleted":
      lots((c) => lotRemovedFrom(c, message.lotId));
      return;
    case "lots-sync":
      lots((c) => lotsReplaced(c, message.lots));
      return;
    case "update-lots": {
      const { lots: list } = message;
      if (list) lots((c) => lotsReplaced(c, list));
      else effects.refetchLots(orgId);
      return;
    }
    case "animal-updated": {
      const { lot } = message;
      if (lot) lots((c) => lotInto(c, lot));
      else effects.refetchLots(orgId);
      return;
    }
    case "animal-count-changed": {
      const changed = [...(message.lots ?? []), ...(message.lot ? [message.lot] : [])];
      if (changed.length === 0) effects.refetchLots(orgId);
      else lots((c) => changed.reduce((acc, lot) => lotInto(acc, lot), c));
      return;
    }
    case "movement-created": {
      const movement = message.movement;
      on(movementsCacheAtom, (c) => movementIntoLog(c, movement));
      on(lastMovementsCacheAtom, (c) => movementIntoLast(c, movement));
      return;
    }
    case "movement-updated": {
      const movement = message.movement;
      on(movementsCacheAtom, (c) => movementUpdatedIn(c, movement));
      on(lastMovementsCacheAtom, (c) => movementUpdatedIn(c, movement));
      return;
    }
    case "movement-deleted":
      on(movementsCacheAtom, (c) => movementRemovedFrom(c, message.movementId));
      on(lastMovementsCacheAtom, (c) => movementRemovedFrom(c, message.movementId));
      return;
    case "update-movements":
      effects.refetchMovements(orgId);
      return;
    case "category-created":
    case "category-updated":
      categories((c) => ({ ...c, items: upsertById(c.items, message.category) }));
      effects.rodeoDataChanged(message);
      return;
    case "category-deleted":
      categories((c) => ({ ...c, items: removeById(c.items, message.categoryId) }));
      effects.rodeoDataChanged(message);
      return;
    case "categories-sync":
      categories((c) => ({ ...c, items: message.categories }));
      effects.rodeoDataChanged(message);
      return;
    case "rodeo-created":
    case "rodeo-updated":
      rodeos((c) => ({ ...c, items: upsertById(c.items, message.rodeo) }));
      effects.rodeoDataChanged(message);
      return;
    case "rodeo-deleted":
      rodeos((c) => ({ ...c, items: removeById(c.items, message.rodeoId) }));
      effects.rodeoDataChanged(message);
      return;
    default: {
      const unknownAction: never = message;
      void unknownAction;
    }
  }
}
