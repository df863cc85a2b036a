// The one table of live messages (docs/spa-data.md): for every message the socket can bring, the
// cached entries it patches (the message carries the new data) and the ones it marks stale (only
// the server can recompute them: filtered lists, reports, the dashboard's figures). Nothing else in
// the SPA reacts to live messages. A resource module owns the keys and the pure list updates used
// here; a new message type fails to compile until it has its row.
import type { Movement } from "@shared/herd-types";
import type { QueryKey } from "@tanstack/react-query";
import type { SocketAction, SocketMessage, SocketMessageOf } from "@shared/socket-messages";
import { dashboardKeys } from "../dashboard";
import { removeById, upsertById } from "../../lib/store/list";
import { lotInto, lotRemovedFrom, lotsReplaced } from "../lots-list";
import { movementKeys, movementPatches } from "../movements";
import { cycleKeys } from "../cycles";
import { supplyKeys, supplyPatches, supplyViews } from "../supplies";
import { notificationsPatch } from "../notifications";
import { invitationKeys } from "../members";
import { noteKeys } from "../notes";
import { taskKeys } from "../tasks";
import { conversationPatches } from "../conversations";
import { categoryPatches } from "../categories";
import { fieldKeys } from "../fields";
import { lotKeys, lotsPatch as lots } from "../lots";
import { rodeoKeys, rodeosPatch as rodeos } from "../rodeos";
import { financeKeys } from "../finance";
import { animalViews } from "../animals";
import { lotFigureKeys, movesLotFigures } from "../lot-figures";
import { NOTHING, type CachePatch, type LiveEffect } from "./live-effect";

type Row<A extends SocketAction> = (message: SocketMessageOf<A>, orgId: number | null) => LiveEffect;

/** A row for a message of an organization's room: nothing outside one. */
const inOrg =
  <A extends SocketAction>(row: (message: SocketMessageOf<A>, orgId: number) => LiveEffect): Row<A> =>
  (message, orgId) =>
    orgId === null ? NOTHING : row(message, orgId);

const CYCLE_RECORDS = new Set(["CREATE_REPRODUCTIVE_CYCLE", "EDIT_REPRODUCTIVE_CYCLE", "DELETE_REPRODUCTIVE_CYCLE"]);

/** The rodeos a movement concerns: its own and a transfer's destination. */
function rodeosOf(m: Movement): number[] {
  const ids = [m.rodeoId, m.data?.to_rodeo_id, m.data?.destination_rodeo_id];
  return ids.filter((id): id is number => typeof id === "number");
}

/** What a new or edited movement makes stale beyond the log itself. */
function afterMovement(orgId: number, m: Movement): QueryKey[] {
  const stale: QueryKey[] = [
    dashboardKeys.summary(orgId),
    movementKeys.detail(orgId, m.id),
    movementKeys.filteredAll(orgId),
    ...rodeosOf(m).flatMap((r) => [rodeoKeys.movements(orgId, r), rodeoKeys.dailyGain(orgId, r)]),
    // Any movement may list tags: it tags, weighs, moves, treats or ends animals (docs/animals.md).
    ...animalViews(orgId),
  ];
  if (m.type === "RAIN") stale.push(movementKeys.rainAll(orgId));
  if (movesLotFigures(m)) stale.push(lotFigureKeys.all(orgId));
  if (m.cycle_id !== null || CYCLE_RECORDS.has(m.type)) stale.push(cycleKeys.all(orgId));
  // A treatment sets its rodeo's withdrawal date; supplies used by a record change their stock.
  if (m.type === "TREATMENT" || m.type.startsWith("ASSET")) stale.push(supplyKeys.all(orgId));
  return stale;
}

/** A movement known only by id (deleted) or a bulk change: every view built from movements. */
const everyMovementView = (orgId: number) => [
  dashboardKeys.summary(orgId),
  movementKeys.details(orgId),
  movementKeys.filteredAll(orgId),
  rodeoKeys.allMovements(orgId),
  rodeoKeys.allDailyGain(orgId),
  movementKeys.rainAll(orgId),
  lotFigureKeys.all(orgId),
  cycleKeys.all(orgId),
  supplyKeys.all(orgId),
  ...animalViews(orgId),
];

/** Views of a rodeo's page that read its stock or categories: movements, weighings, cycles. */
const rodeoViews = (orgId: number, rodeoId?: number) =>
  rodeoId === undefined
    ? [rodeoKeys.allMovements(orgId), rodeoKeys.allDailyGain(orgId), cycleKeys.all(orgId), dashboardKeys.summary(orgId)]
    : [
        rodeoKeys.movements(orgId, rodeoId),
        rodeoKeys.dailyGain(orgId, rodeoId),
        cycleKeys.all(orgId),
        dashboardKeys.summary(orgId),
      ];

/** A category message: its patches, and the rodeo pages read their stock's category names again. */
const categoryRow = <A extends SocketAction>(patches: (message: SocketMessageOf<A>, orgId: number) => CachePatch[]) =>
  inOrg<A>((message, orgId) => ({ patch: patches(message, orgId), invalidate: rodeoViews(orgId) }));

/** Fields embed their lots' count and the lots embed their field: a lot change reaches both. */
const lotViews = (orgId: number) => [fieldKeys.list(orgId), dashboardKeys.summary(orgId)];

export const messageTable: { [A in SocketAction]: Row<A> } = {
  "update-organization": inOrg((_m, orgId) => ({
    refetchOrganizations: true,
    // Members changed: the invitations they accepted leave the pending list, and the first steps count members.
    invalidate: [invitationKeys.organization(orgId), dashboardKeys.summary(orgId)],
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
      : { invalidate: [lotKeys.list(orgId), ...lotViews(orgId)] };
  }),
  "animal-updated": inOrg((m, orgId) => {
    const lot = m.lot;
    return lot
      ? { patch: [lots(orgId, (l) => lotInto(l, lot))], invalidate: [dashboardKeys.summary(orgId)] }
      : { invalidate: [lotKeys.list(orgId), dashboardKeys.summary(orgId)] };
  }),
  "animal-count-changed": inOrg((m, orgId) => {
    const changed = [...(m.lots ?? []), ...(m.lot ? [m.lot] : [])];
    return changed.length === 0
      ? { invalidate: [lotKeys.list(orgId), dashboardKeys.summary(orgId)] }
      : {
          patch: [lots(orgId, (l) => changed.reduce((acc, lot) => lotInto(acc, lot), l))],
          invalidate: [dashboardKeys.summary(orgId)],
        };
  }),

  "movement-created": inOrg((m, orgId) => ({
    patch: movementPatches.placed(orgId, m.movement),
    invalidate: afterMovement(orgId, m.movement),
  })),
  "movement-updated": inOrg((m, orgId) => ({
    patch: movementPatches.updated(orgId, m.movement),
    invalidate: afterMovement(orgId, m.movement),
  })),
  "movement-deleted": inOrg((m, orgId) => ({
    patch: movementPatches.removed(orgId, m.movementId),
    invalidate: everyMovementView(orgId),
  })),
  // New entries written together (a rodeo changing lot, a batch of queued records) travel in one message.
  "update-movements": inOrg((m, orgId) => {
    const created = m.movements;
    return created?.length
      ? {
          patch: movementPatches.placedMany(orgId, created),
          invalidate: created.flatMap((c) => afterMovement(orgId, c)),
        }
      : { invalidate: [movementKeys.log(orgId), movementKeys.last(orgId), ...everyMovementView(orgId)] };
  }),

  "category-created": categoryRow((m, orgId) => categoryPatches.created(orgId, m.category)),
  "category-updated": categoryRow((m, orgId) => categoryPatches.saved(orgId, m.category)),
  "category-deleted": categoryRow((m, orgId) => categoryPatches.removed(orgId, m.categoryId)),
  "categories-sync": categoryRow((m, orgId) => categoryPatches.replaced(orgId, m.categories)),

  // A rodeo's withdrawal date lives on it: the dashboard's rodeos under withdrawal are supply views.
  "rodeo-created": inOrg((m, orgId) => ({
    patch: [rodeos(orgId, (r) => upsertById(r, m.rodeo))],
    invalidate: [supplyKeys.withdrawals(orgId), ...rodeoViews(orgId, m.rodeo.id)],
  })),
  "rodeo-updated": inOrg((m, orgId) => ({
    patch: [rodeos(orgId, (r) => upsertById(r, m.rodeo))],
    invalidate: [supplyKeys.withdrawals(orgId), ...rodeoViews(orgId, m.rodeo.id)],
  })),
  "rodeo-deleted": inOrg((m, orgId) => ({
    patch: [rodeos(orgId, (r) => removeById(r, m.rodeoId))],
    invalidate: [supplyKeys.withdrawals(orgId), ...rodeoViews(orgId, m.rodeoId)],
  })),

  "asset-created": inOrg((m, orgId) => ({
    patch: [supplyPatches.saved(orgId, [m.asset])],
    invalidate: [supplyViews(orgId, [m.asset.id]), dashboardKeys.summary(orgId)],
  })),
  "asset-updated": inOrg((m, orgId) => ({
    patch: [supplyPatches.saved(orgId, [m.asset])],
    invalidate: [supplyViews(orgId, [m.asset.id]), dashboardKeys.summary(orgId)],
  })),
  "asset-deleted": inOrg((m, orgId) => ({
    patch: [supplyPatches.removed(orgId, m.assetId)],
    invalidate: [supplyViews(orgId, [m.assetId]), dashboardKeys.summary(orgId)],
  })),

  // Notes and tasks are filtered and paged on the server: their lists are fetched again.
  "note-created": inOrg((_m, orgId) => ({ invalidate: [noteKeys.all(orgId)] })),
  "note-updated": inOrg((_m, orgId) => ({ invalidate: [noteKeys.all(orgId)] })),
  "note-deleted": inOrg((_m, orgId) => ({ invalidate: [noteKeys.all(orgId)] })),
  "task-created": inOrg((_m, orgId) => ({ invalidate: [taskKeys.all(orgId), dashboardKeys.summary(orgId)] })),
  "task-updated": inOrg((_m, orgId) => ({ invalidate: [taskKeys.all(orgId), dashboardKeys.summary(orgId)] })),
  "task-deleted": inOrg((_m, orgId) => ({ invalidate: [taskKeys.all(orgId), dashboardKeys.summary(orgId)] })),

  // Only the id travels (plain users may not see amounts): the money views are read again.
  "money-changed": inOrg((_m, orgId) => ({ invalidate: [financeKeys.money(orgId), dashboardKeys.summary(orgId)] })),

  // Tags loaded, registrations, replaced buttons, a tagging's registration task: the dashboard counts animals
  // pending registration, and the animal lists and pages are read again.
  "animals-changed": inOrg((_m, orgId) => ({
    invalidate: [...animalViews(orgId), dashboardKeys.summary(orgId), taskKeys.all(orgId)],
  })),

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
