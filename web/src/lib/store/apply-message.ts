// What each live message (SPEC.md §7 Realtime) does to the herd entries of the query cache: one
// update per message, only on entries of the message's organization that hold data. Messages
// without the data to apply (bulk changes) make the affected entries refetch instead.
import type { QueryClient } from "@tanstack/react-query";
import type { Category, Rodeo } from "@shared/herd-types";
import type { SocketMessage } from "@shared/socket-messages";
import {
  categoriesEntry,
  lastMovementsEntry,
  lotsEntry,
  movementLogEntry,
  rodeosEntry,
  type CacheEntry,
} from "./cache-entries";
import { queryKeys } from "../query/query-keys";
import { assetChanged, assetGone } from "./assets";
import { removeById, upsertById } from "./list";
import { applyNoteMessage } from "./notes";
import { applyTaskMessage } from "./tasks";
import { lotInto, lotRemovedFrom, lotsReplaced } from "./lots";
import { inLog, movementIntoLast, movementIntoLog, movementRemovedFrom, movementUpdatedIn } from "./movements";

/**
 * Rodeos carry each stock row's category name and EV, which the dashboard's EV total and EV/ha add
 * up: a renamed category or a new EV (one category, or the whole list after a rename or a reset of
 * the defaults) reaches them here. Rodeos without such a row stay the same objects.
 */
function stockWithCategories(items: Rodeo[], changed: readonly Category[]): Rodeo[] {
  const byId = new Map(changed.map((c) => [c.id, c]));
  const differs = (s: Rodeo["stock"][number]) => {
    const c = byId.get(s.category_id);
    return c !== undefined && (c.ev !== s.ev || c.name !== s.category);
  };
  return items.map((r) =>
    r.stock.some(differs)
      ? {
          ...r,
          stock: r.stock.map((s) => {
            const c = byId.get(s.category_id);
            return c && differs(s) ? { ...s, ev: c.ev, category: c.name } : s;
          }),
        }
      : r,
  );
}

/** The page-level event rodeo and category messages raise (SPEC.md §7). */
export const RODEO_DATA_CHANGED = "rodeo-data-changed";

/** What a message does outside the herd entries. */
export interface MessageEffects {
  refetchOrganizations(): void;
  /** Raises RODEO_DATA_CHANGED on window. */
  rodeoDataChanged(message: SocketMessage): void;
}

export function applySocketMessage(
  message: SocketMessage,
  orgId: number,
  client: QueryClient,
  effects: MessageEffects,
): void {
  const on =
    <T>(entry: CacheEntry<T>) =>
    (change: (data: T) => T) =>
      entry.update(orgId, change, client);
  const refetch = <T>(entry: CacheEntry<T>) => void entry.refetch(orgId, client);
  const lots = on(lotsEntry);
  const log = on(movementLogEntry);
  const last = on(lastMovementsEntry);
  const categories = on(categoriesEntry);
  const rodeos = on(rodeosEntry);

  switch (message.action) {
    case "update-organization":
      effects.refetchOrganizations();
      return;
    case "lot-created":
    case "lot-updated":
      lots((items) => lotInto(items, message.lot));
      return;
    case "lot-deleted":
      lots((items) => lotRemovedFrom(items, message.lotId));
      return;
    case "lots-sync":
      lots((items) => lotsReplaced(items, message.lots));
      return;
    case "update-lots": {
      const { lots: list } = message;
      if (list) lots((items) => lotsReplaced(items, list));
      else refetch(lotsEntry);
      return;
    }
    case "animal-updated": {
      const { lot } = message;
      if (lot) lots((items) => lotInto(items, lot));
      else refetch(lotsEntry);
      return;
    }
    case "animal-count-changed": {
      const changed = [...(message.lots ?? []), ...(message.lot ? [message.lot] : [])];
      if (changed.length === 0) refetch(lotsEntry);
      else lots((items) => changed.reduce((acc, lot) => lotInto(acc, lot), items));
      return;
    }
    case "movement-created": {
      const movement = message.movement;
      log((l) => movementIntoLog(l, movement));
      last((items) => movementIntoLast(items, movement));
      return;
    }
    case "movement-updated": {
      const movement = message.movement;
      log((l) => inLog(l, (items) => movementUpdatedIn(items, movement)));
      last((items) => movementUpdatedIn(items, movement));
      return;
    }
    case "movement-deleted":
      log((l) => inLog(l, (items) => movementRemovedFrom(items, message.movementId)));
      last((items) => movementRemovedFrom(items, message.movementId));
      return;
    case "update-movements":
      refetch(movementLogEntry);
      refetch(lastMovementsEntry);
      return;
    case "category-created":
      categories((items) => upsertById(items, message.category));
      effects.rodeoDataChanged(message);
      return;
    case "category-updated":
      categories((items) => upsertById(items, message.category));
      rodeos((items) => stockWithCategories(items, [message.category]));
      effects.rodeoDataChanged(message);
      return;
    case "category-deleted":
      categories((items) => removeById(items, message.categoryId));
      effects.rodeoDataChanged(message);
      return;
    case "categories-sync":
      categories(() => message.categories);
      rodeos((items) => stockWithCategories(items, message.categories));
      effects.rodeoDataChanged(message);
      return;
    case "rodeo-created":
    case "rodeo-updated":
      rodeos((items) => upsertById(items, message.rodeo));
      // Its withdrawal_until may have changed: the dashboard's list of rodeos under withdrawal.
      void client.invalidateQueries({ queryKey: queryKeys.withdrawals(orgId) });
      effects.rodeoDataChanged(message);
      return;
    case "rodeo-deleted":
      rodeos((items) => removeById(items, message.rodeoId));
      void client.invalidateQueries({ queryKey: queryKeys.withdrawals(orgId) });
      effects.rodeoDataChanged(message);
      return;
    case "asset-created":
    case "asset-updated":
      assetChanged(orgId, message.asset, client);
      return;
    case "asset-deleted":
      assetGone(orgId, message.assetId, client);
      return;
    case "note-created":
    case "note-updated":
    case "note-deleted":
      applyNoteMessage(message, orgId, client);
      return;
    case "task-created":
    case "task-updated":
    case "task-deleted":
      applyTaskMessage(message, orgId, client);
      return;
    case "money-changed":
      // Invoices and purchases move the sales' invoice links and the finance figures: refetch the area.
      void client.invalidateQueries({ queryKey: queryKeys.money(orgId) });
      return;
    case "notification-received":
    case "notifications-read":
      // Per-user messages (issue #15): the bell's own handler applies them (features/notifications).
      return;
    case "conversation-message":
    case "conversation-status":
      // The super admins' room only (features/conversations/use-inbox-live.ts applies them).
      return;
    default: {
      const unknownAction: never = message;
      void unknownAction;
    }
  }
}
