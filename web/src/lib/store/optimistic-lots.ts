// Lots created and deleted optimistically (SPEC.md §4, §8): a new lot shows at once; deleting a
// lot that only exists locally is local; a lot already gone on the server counts as deleted;
// 'Lote no encontrado' only when the lot is unknown here.
import { errorMessage, isApiError } from "../api/api-error";
import { api, call, id } from "../api/client";
import { lotsEntry } from "./cache-entries";
import { nextTempId } from "./list";
import { compareLots, lotInto, lotRemovedFrom, lotRestored } from "./lots";
import { defaultOptimisticDeps, type OptimisticDeps } from "../../data/optimistic-deps";
import type { StoreLot } from "./types";

export const LOT_CREATE_ERROR = "Error al crear el lote";
export const LOT_DELETE_ERROR = "Error al eliminar el lote";
export const LOT_NOT_FOUND = "Lote no encontrado";

/** Temporary ids deleted before their creation was answered: the server copy is deleted then. */
const cancelled = new Set<number>();

export interface LotBody {
  name: string;
  hectares?: number;
  [key: string]: unknown;
}

/** Creates a lot; resolves to the server's lot, or null when it failed (toast shown). */
export async function createLot(
  orgId: number,
  body: LotBody,
  deps: OptimisticDeps = defaultOptimisticDeps,
): Promise<StoreLot | null> {
  const { client } = deps;
  const tempId = nextTempId();
  const lots = (change: (items: StoreLot[]) => StoreLot[]) => lotsEntry.update(orgId, change, client);
  lots((items) => [...items, draftLot(body, tempId, items)].sort(compareLots));
  try {
    const { lot } = await call(api.lot.create[":orgId"].$post({ param: { orgId: id(orgId) }, json: body }));
    if (cancelled.delete(tempId)) {
      // Deleted while being created: the user's last word wins on the server too.
      await deleteOnServer(orgId, lot.id).catch(() => undefined);
      lots((items) => lotRemovedFrom(items, lot.id));
      return null;
    }
    lots((items) => lotInto(items, lot, tempId));
    return lot;
  } catch (e) {
    cancelled.delete(tempId);
    lots((items) => lotRemovedFrom(items, tempId));
    deps.notifyError(errorMessage(e, LOT_CREATE_ERROR), e);
    return null;
  }
}

/** The lot shown while the server creates it: last in the user's order. */
function draftLot(body: LotBody, tempId: number, lots: readonly StoreLot[]): StoreLot {
  const last = lots.reduce((max, l) => Math.max(max, l.order ?? 0), 0);
  const now = new Date().toISOString();
  return {
    hectares: 0,
    deleted: false,
    field_id: null,
    field: null,
    animals: [],
    rodeos: [],
    deaths: 0,
    total: 0,
    ev_per_ha: null,
    created_at: now,
    updated_at: now,
    ...body,
    id: tempId,
    name: body.name,
    order: last + 1,
    isOptimistic: true,
  };
}

const isGone = (e: unknown) =>
  isApiError(e) && (e.status === 404 || /no encontrad|not found/i.test(e.serverMessage ?? ""));

function deleteOnServer(orgId: number, lotId: number) {
  return call(api.lot.delete[":orgId"][":lotId"].$delete({ param: { orgId: id(orgId), lotId: id(lotId) } }));
}

/** Deletes a lot; resolves true when it is gone (also when the server had already deleted it). */
export async function deleteLot(
  orgId: number,
  lotId: number,
  deps: OptimisticDeps = defaultOptimisticDeps,
): Promise<boolean> {
  const { client } = deps;
  // The snapshot a refused delete puts back.
  const lot = lotsEntry.get(orgId, client)?.find((l) => l.id === lotId);
  if (!lot) {
    deps.notifyError(LOT_NOT_FOUND);
    return false;
  }
  lotsEntry.update(orgId, (items) => lotRemovedFrom(items, lotId), client);
  if (lot.isOptimistic || lot.id < 0) {
    cancelled.add(lot.id);
    return true;
  }
  try {
    await deleteOnServer(orgId, lotId);
    return true;
  } catch (e) {
    if (isGone(e)) return true;
    lotsEntry.update(orgId, (items) => lotRestored(items, lot), client);
    deps.notifyError(errorMessage(e, LOT_DELETE_ERROR), e);
    return false;
  }
}
