// The one table of live messages (docs/spa-data.md): for every message the socket can bring, the
// cached entries it patches (the message carries the new data) and the ones it marks stale (only
// the server can recompute them: filtered lists, reports, the dashboard's figures). Nothing else in
// the SPA reacts to live messages. A resource module owns the keys and the pure list updates used
// here; a new message type fails to compile until it has its row.
import type { Movement } from "@shared/herd-types";
import type { QueryKey } from "@tanstack/react-query";
import type { SocketAction, SocketMessage, SocketMessageOf } from "@shared/socket-messages";
import { queryKeys } from "../../lib/query/query-keys";
import { removeById, upsertById } from "../../lib/store/list";
import { lotInto, lotRemovedFrom, lotsReplaced } from "../../lib/store/lots";
import {
  inLog,
  movementIntoLast,
  movementIntoLog,
  movementRemovedFrom,
  movementUpdatedIn,
} from "../../lib/store/movements";
import { assetInto, assetRemovedFrom } from "../../lib/store/assets";
import { stockWithCategories } from "../../lib/store/rodeo-stock";
import type { PagedLog, StoreCategory, StoreLot, StoreMovement, StoreRodeo } from "../../lib/store/types";
import type { Asset } from "@shared/supply-types";
import { notificationsPatch } from "../notifications";
import { conversationPatches } from "../conversations";
import { financeKeys } from "../finance";
import { supplyScreenKeys, supplyViews } from "../supply-screens";
import { NOTHING, patch, type LiveEffect } from "./live-effect";

type Row<A extends SocketAction> = (message: SocketMessageOf<A>, orgId: number | null) => LiveEffect;

/** A row for a message of an organization's room: nothing outside one. */
const inOrg =
  <A extends SocketAction>(row: (message: SocketMessageOf<A>, orgId: number) => LiveEffect): Row<A> =>
  (message, orgId) =>
    orgId === null ? NOTHING : row(message, orgId);

const lots = (orgId: number, update: (items: StoreLot[]) => StoreLot[]) =>
  patch<StoreLot[]>(queryKeys.lots(orgId), update);
const rodeos = (orgId: number, update: (items: StoreRodeo[]) => StoreRodeo[]) =>
  patch<StoreRodeo[]>(queryKeys.rodeos(orgId), update);
const categories = (orgId: number, update: (items: StoreCategory[]) => StoreCategory[]) =>
  patch<StoreCategory[]>(queryKeys.categories(orgId), update);
const log = (orgId: number, update: (log: PagedLog<StoreMovement>) => PagedLog<StoreMovement>) =>
  patch<PagedLog<StoreMovement>>(queryKeys.movementLog(orgId), update);
const last = (orgId: number, update: (items: StoreMovement[]) => StoreMovement[]) =>
  patch<StoreMovement[]>(queryKeys.lastMovements(orgId), update);
const assets = (orgId: number, update: (items: Asset[]) => Asset[]) =>
  patch<Asset[]>(queryKeys.assetList(orgId), update);

const CYCLE_RECORDS = new Set(["CREATE_REPRODUCTIVE_CYCLE", "EDIT_REPRODUCTIVE_CYCLE", "DELETE_REPRODUCTIVE_CYCLE"]);

/** The rodeos a movement concerns: its own and a transfer's destination. */
function rodeosOf(m: Movement): number[] {
  const ids = [m.rodeoId, m.data?.to_rodeo_id, m.data?.destination_rodeo_id];
  return ids.filter((id): id is number => typeof id === "number");
}

/** What a new or edited movement makes stale beyond the log itself. */
function afterMovement(orgId: number, m: Movement): QueryKey[] {
  const stale: QueryKey[] = [
    queryKeys.dashboard(orgId),
    queryKeys.movement(orgId, String(m.id)),
    ["org", orgId, "filtered-movement-log"],
    ...rodeosOf(m).flatMap((r) => [queryKeys.rodeoMovements(orgId, r), queryKeys.dailyGain(orgId, r)]),
  ];
  if (m.type === "RAIN") stale.push(["org", orgId, "rain"]);
  if (m.cycle_id !== null || CYCLE_RECORDS.has(m.type)) stale.push(queryKeys.cycles(orgId));
  // A treatment sets its rodeo's withdrawal date; supplies used by a record change their stock.
  if (m.type === "TREATMENT" || m.type.startsWith("ASSET")) stale.push(supplyScreenKeys.all(orgId));
  return stale;
}

/** A movement known only by id (deleted) or a bulk change: every view built from movements. */
const everyMovementView = (orgId: number) => [
  queryKeys.dashboard(orgId),
  ["org", orgId, "movement"],
  ["org", orgId, "filtered-movement-log"],
  ["org", orgId, "rodeo-movements"],
  ["org", orgId, "daily-gain"],
  ["org", orgId, "rain"],
  queryKeys.cycles(orgId),
  supplyScreenKeys.all(orgId),
];

/** Views of a rodeo's page that read its stock or categories: movements, weighings, cycles. */
const rodeoViews = (orgId: number, rodeoId?: number) =>
  rodeoId === undefined
    ? [
        ["org", orgId, "rodeo-movements"],
        ["org", orgId, "daily-gain"],
        queryKeys.cycles(orgId),
        queryKeys.dashboard(orgId),
      ]
    : [
        queryKeys.rodeoMovements(orgId, rodeoId),
        queryKeys.dailyGain(orgId, rodeoId),
        queryKeys.cycles(orgId),
        queryKeys.dashboard(orgId),
      ];

/** Fields embed their lots' count and the lots embed their field: a lot change reaches both. */
const lotViews = (orgId: number) => [queryKeys.fields(orgId), queryKeys.dashboard(orgId)];

export const messageTable: { [A in SocketAction]: Row<A> } = {
  "update-organization": inOrg((_m, orgId) => ({
    refetchOrganizations: true,
    // Members changed: the invitations they accepted leave the pending list.
    invalidate: [queryKeys.organizationInvitations(orgId)],
  })),

  "lot-created": inOrg((m, orgId) => ({ patch: [lots(orgId, (l) => lotInto(l, m.lot))], invalidate: lotViews(orgId) })),
  "lot-updated": inOrg((m, orgId) => ({ patch: [lots(orgId, (l) => lotInto(l, m.lot))], invalidate: lotViews(orgId) })),
  "lot-deleted": inOrg((m, orgId) => ({
    patch: [lots(orgId, (l) => lotRemovedFrom(l, m.lotId))],
    invalidate: lotViews(orgId),
  })),
  "lots-sync": inOrg((m, orgId) => ({
    patch: [lots(orgId, (l) => lotsReplaced(l, m.lots))],
    invalidate: lotViews(orgId),
  })),
  // Field renames and deletions arrive as this message too (lots embed their field).
  "update-lots": inOrg((m, orgId) => {
    const list = m.lots;
    return list
      ? { patch: [lots(orgId, (l) => lotsReplaced(l, list))], invalidate: lotViews(orgId) }
      : { invalidate: [queryKeys.lots(orgId), ...lotViews(orgId)] };
  }),
  "animal-updated": inOrg((m, orgId) => {
    const lot = m.lot;
    return lot
      ? { patch: [lots(orgId, (l) => lotInto(l, lot))], invalidate: [queryKeys.dashboard(orgId)] }
      : { invalidate: [queryKeys.lots(orgId), queryKeys.dashboard(orgId)] };
  }),
  "animal-count-changed": inOrg((m, orgId) => {
    const changed = [...(m.lots ?? []), ...(m.lot ? [m.lot] : [])];
    return changed.length === 0
      ? { invalidate: [queryKeys.lots(orgId), queryKeys.dashboard(orgId)] }
      : {
          patch: [lots(orgId, (l) => changed.reduce((acc, lot) => lotInto(acc, lot), l))],
          invalidate: [queryKeys.dashboard(orgId)],
        };
  }),

  "movement-created": inOrg((m, orgId) => ({
    patch: [log(orgId, (l) => movementIntoLog(l, m.movement)), last(orgId, (l) => movementIntoLast(l, m.movement))],
    invalidate: afterMovement(orgId, m.movement),
  })),
  "movement-updated": inOrg((m, orgId) => ({
    patch: [
      log(orgId, (l) => inLog(l, (items) => movementUpdatedIn(items, m.movement))),
      last(orgId, (l) => movementUpdatedIn(l, m.movement)),
    ],
    invalidate: afterMovement(orgId, m.movement),
  })),
  "movement-deleted": inOrg((m, orgId) => ({
    patch: [
      log(orgId, (l) => inLog(l, (items) => movementRemovedFrom(items, m.movementId))),
      last(orgId, (l) => movementRemovedFrom(l, m.movementId)),
    ],
    invalidate: everyMovementView(orgId),
  })),
  "update-movements": inOrg((_m, orgId) => ({
    invalidate: [queryKeys.movementLog(orgId), queryKeys.lastMovements(orgId), ...everyMovementView(orgId)],
  })),

  "category-created": inOrg((m, orgId) => ({
    patch: [categories(orgId, (c) => upsertById(c, m.category))],
    invalidate: rodeoViews(orgId),
  })),
  "category-updated": inOrg((m, orgId) => ({
    patch: [
      categories(orgId, (c) => upsertById(c, m.category)),
      rodeos(orgId, (r) => stockWithCategories(r, [m.category])),
    ],
    invalidate: rodeoViews(orgId),
  })),
  "category-deleted": inOrg((m, orgId) => ({
    patch: [categories(orgId, (c) => removeById(c, m.categoryId))],
    invalidate: rodeoViews(orgId),
  })),
  "categories-sync": inOrg((m, orgId) => ({
    patch: [categories(orgId, () => m.categories), rodeos(orgId, (r) => stockWithCategories(r, m.categories))],
    invalidate: rodeoViews(orgId),
  })),

  // A rodeo's withdrawal date lives on it: the dashboard's rodeos under withdrawal are supply views.
  "rodeo-created": inOrg((m, orgId) => ({
    patch: [rodeos(orgId, (r) => upsertById(r, m.rodeo))],
    invalidate: [supplyScreenKeys.withdrawals(orgId), ...rodeoViews(orgId, m.rodeo.id)],
  })),
  "rodeo-updated": inOrg((m, orgId) => ({
    patch: [rodeos(orgId, (r) => upsertById(r, m.rodeo))],
    invalidate: [supplyScreenKeys.withdrawals(orgId), ...rodeoViews(orgId, m.rodeo.id)],
  })),
  "rodeo-deleted": inOrg((m, orgId) => ({
    patch: [rodeos(orgId, (r) => removeById(r, m.rodeoId))],
    invalidate: [supplyScreenKeys.withdrawals(orgId), ...rodeoViews(orgId, m.rodeoId)],
  })),

  "asset-created": inOrg((m, orgId) => ({
    patch: [assets(orgId, (a) => assetInto(a, m.asset))],
    invalidate: [supplyViews(orgId, [m.asset.id]), queryKeys.dashboard(orgId)],
  })),
  "asset-updated": inOrg((m, orgId) => ({
    patch: [assets(orgId, (a) => assetInto(a, m.asset))],
    invalidate: [supplyViews(orgId, [m.asset.id]), queryKeys.dashboard(orgId)],
  })),
  "asset-deleted": inOrg((m, orgId) => ({
    patch: [assets(orgId, (a) => assetRemovedFrom(a, m.assetId))],
    invalidate: [supplyViews(orgId, [m.assetId]), queryKeys.dashboard(orgId)],
  })),

  // Notes and tasks are filtered and paged on the server: their lists are fetched again.
  "note-created": inOrg((_m, orgId) => ({ invalidate: [queryKeys.notes(orgId)] })),
  "note-updated": inOrg((_m, orgId) => ({ invalidate: [queryKeys.notes(orgId)] })),
  "note-deleted": inOrg((_m, orgId) => ({ invalidate: [queryKeys.notes(orgId)] })),
  "task-created": inOrg((_m, orgId) => ({ invalidate: [queryKeys.tasks(orgId), queryKeys.dashboard(orgId)] })),
  "task-updated": inOrg((_m, orgId) => ({ invalidate: [queryKeys.tasks(orgId), queryKeys.dashboard(orgId)] })),
  "task-deleted": inOrg((_m, orgId) => ({ invalidate: [queryKeys.tasks(orgId), queryKeys.dashboard(orgId)] })),

  // Only the id travels (plain users may not see amounts): the money views are read again.
  "money-changed": inOrg((_m, orgId) => ({ invalidate: [financeKeys.money(orgId), queryKeys.dashboard(orgId)] })),

  // The caller's own bell (sent to that user's sockets only).
  "notification-received": (m) => ({ patch: [notificationsPatch.received(m.notification, m.unread)] }),
  "notifications-read": (m) => ({ patch: [notificationsPatch.read(m.ids, m.unread)] }),

  // The super admins' WhatsApp inbox (its own room).
  "conversation-message": (m) => conversationPatches.message(m.conversation, m.message),
  "conversation-status": (m) => conversationPatches.status(m.conversation_id, m.message),
};

/** Every action the table answers (the socket union's). */
export const tableActions = Object.keys(messageTable) as SocketAction[];

export type { SocketMessage };
