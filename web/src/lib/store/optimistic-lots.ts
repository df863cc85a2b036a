// Lots created and deleted optimistically (SPEC.md §4, §8): a new lot shows at once; deleting a
// lot that only exists locally is local; a lot already gone on the server counts as deleted;
// 'Lote no encontrado' only when the lot is unknown here.
import { toast } from "sonner";
import { errorMessage, isApiError } from "../api/api-error";
import { api, call, id } from "../api/client";
import { lotsCacheAtom } from "./caches";
import { defaultStoreDeps } from "./deps";
import { nextTempId } from "./list";
import { compareLots, lotInto, lotRemovedFrom } from "./lots";
import type { OptimisticDeps } from "./optimistic-movements";
import type { StoreLot } from "./types";

export const LOT_CREATE_ERROR = "Error al crear el lote";
export const LOT_DELETE_ERROR = "Error al eliminar el lote";
export const LOT_NOT_FOUND = "Lote no encontrado";

const defaults: OptimisticDeps = { ...defaultStoreDeps, notifyError: (m) => toast.error(m) };

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
  deps: OptimisticDeps = defaults,
): Promise<StoreLot | null> {
  const { store } = deps;
  const tempId = nextTempId();
  const mine = () => {
    const c = store.get(lotsCacheAtom);
    return c.loaded && c.orgId === orgId;
  };
  if (mine()) {
    const last = store.get(lotsCacheAtom).items.reduce((max, l) => Math.max(max, l.order ?? 0), 0);
    const now = new Date().toISOString();
    const draft: StoreLot = {
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
    store.set(lotsCacheAtom, (c) => ({ ...c, items: [...c.items, draft].sort(compareLots) }));
  }
  try {
    const { lot } = await call(api.lot.create[":orgId"].$post({ param: { orgId: id(orgId) }, json: body }));
    if (cancelled.delete(tempId)) {
      // Deleted while being created: the user's last word wins on the server too.
      await deleteOnServer(orgId, lot.id).catch(() => undefined);
      if (mine()) store.set(lotsCacheAtom, (c) => lotRemovedFrom(c, lot.id));
      return null;
    }
    if (mine()) store.set(lotsCacheAtom, (c) => lotInto(c, lot, tempId));
    return lot;
  } catch (e) {
    cancelled.delete(tempId);
    store.set(lotsCacheAtom, (c) => lotRemovedFrom(c, tempId));
    deps.notifyError(errorMessage(e, LOT_CREATE_ERROR), e);
    return null;
  }
}

const isGone = (e: unknown) =>
  isApiError(e) && (e.status === 404 || /no encontrad|not found/i.test(e.serverMessage ?? ""));

function deleteOnServer(orgId: number, lotId: number) {
  return call(api.lot.delete[":orgId"][":lotId"].$delete({ param: { orgId: id(orgId), lotId: id(lotId) } }));
}

/** Deletes a lot; resolves true when it is gone (also when the server had already deleted it). */
export async function deleteLot(orgId: number, lotId: number, deps: OptimisticDeps = defaults): Promise<boolean> {
  const { store } = deps;
  const cache = store.get(lotsCacheAtom);
  const lot = cache.orgId === orgId ? cache.items.find((l) => l.id === lotId) : undefined;
  if (!lot) {
    deps.notifyError(LOT_NOT_FOUND);
    return false;
  }
  store.set(lotsCacheAtom, (c) => lotRemovedFrom(c, lotId));
  if (lot.isOptimistic || lot.id < 0) {
    cancelled.add(lot.id);
    return true;
  }
  try {
    await deleteOnServer(orgId, lotId);
    return true;
  } catch (e) {
    if (isGone(e)) return true;
    // The server kept it: put it back (unless a newer copy arrived meanwhile through the socket).
    store.set(lotsCacheAtom, (c) =>
      c.orgId !== orgId || c.items.some((l) => l.id === lotId)
        ? c
        : { ...c, items: [...c.items, lot].sort(compareLots) },
    );
    deps.notifyError(errorMessage(e, LOT_DELETE_ERROR), e);
    return false;
  }
}
