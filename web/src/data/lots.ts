// The organization's lots (paddocks) (docs/spa-data.md): the list the live socket patches, the
// optimistic create and delete (a new lot shows at once), the user's order, and the lot page's
// writes. Pure list updates live in lots-list.ts (shared with the message table).
import type { Lot } from "@shared/herd-types";
import { useMutation, type QueryClient } from "@tanstack/react-query";
import { errorMessage, isApiError } from "../lib/api/api-error";
import { api, call, id } from "../lib/api/client";
import { toastError } from "../lib/error-toast";
import { queryClient } from "../lib/query/query-client";
import { nextTempId } from "../lib/store/list";
import type { StoreLot } from "../lib/store/types";
import {
  deleteAnimalRow,
  editLot,
  recordDeaths,
  transferAnimals,
  updateAnimalCount,
  type DeathsInput,
  type TransferInput,
} from "./api/lot-api";
import { fieldKeys } from "./fields";
import { applyPatches } from "./live/apply-live-message";
import { patch } from "./live/live-effect";
import { compareLots, lotInto, lotRemovedFrom, lotRestored, lotsReplaced, orderApplied, withOrder } from "./lots-list";
import { useOrgMutation, useOrgQuery } from "./org-query";
import { orgRead } from "./org-read";

/**
 * The lots list the live socket patches, so time never makes it stale. A refetch keeps the optimistic
 * lots still waiting for their answer, read when the answer lands so a draft added meanwhile is not lost.
 */
const list = orgRead(
  "lots",
  async (orgId, { client, queryKey }): Promise<StoreLot[]> => {
    const { lots } = await call(api.lot.info[":orgId"].$get({ param: { orgId: id(orgId) } }));
    return lotsReplaced(client.getQueryData<StoreLot[]>(queryKey) ?? [], lots);
  },
  { staleTime: Infinity },
);

export const lotKeys = { list: list.key };
export const lotQueries = { list: list.query };

/** A change of the cached lots list (message table and this user's writes). */
export const lotsPatch = (orgId: number, update: (items: StoreLot[]) => StoreLot[]) =>
  patch<StoreLot[]>(lotKeys.list(orgId), update);

/** The selected organization's lots, in the user's order. */
export const useLots = () => useOrgQuery(lotQueries.list);

// --- Optimistic create and delete ---------------------------------------------------------------

export const LOT_CREATE_ERROR = "Error al crear el lote";
export const LOT_DELETE_ERROR = "Error al eliminar el lote";
export const LOT_NOT_FOUND = "Lote no encontrado";

export interface LotWriteDeps {
  /** The query cache holding the list (the app's; a fresh one in tests). */
  client: QueryClient;
  /** The user-facing message and the error it comes from. */
  notifyError: (message: string, error?: unknown) => void;
}

const defaultDeps: LotWriteDeps = { client: queryClient, notifyError: (m, e) => toastError(m, e) };

/** Temporary ids deleted before their creation was answered: the server copy is deleted then. */
const cancelled = new Set<number>();

export interface LotBody {
  name: string;
  hectares?: number;
  [key: string]: unknown;
}

/** Creates a lot; resolves to the server's lot, or null when it failed (error notified). */
export async function createLot(
  orgId: number,
  body: LotBody,
  deps: LotWriteDeps = defaultDeps,
): Promise<StoreLot | null> {
  const tempId = nextTempId();
  const lots = (change: (items: StoreLot[]) => StoreLot[]) => applyPatches(deps.client, [lotsPatch(orgId, change)]);
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
    boundary: null,
    computed_hectares: null,
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

/**
 * Deletes a lot; resolves true when it is gone (also when the server had already deleted it).
 * A lot that only exists locally is deleted locally; 'Lote no encontrado' only when it is unknown here.
 */
export async function deleteLot(orgId: number, lotId: number, deps: LotWriteDeps = defaultDeps): Promise<boolean> {
  const { client } = deps;
  // The snapshot a refused delete puts back.
  const lot = client.getQueryData<StoreLot[]>(lotKeys.list(orgId))?.find((l) => l.id === lotId);
  if (!lot) {
    deps.notifyError(LOT_NOT_FOUND);
    return false;
  }
  applyPatches(client, [lotsPatch(orgId, (items) => lotRemovedFrom(items, lotId))]);
  if (lot.isOptimistic || lot.id < 0) {
    cancelled.add(lot.id);
    return true;
  }
  try {
    await deleteOnServer(orgId, lotId);
    return true;
  } catch (e) {
    if (isGone(e)) return true;
    applyPatches(client, [lotsPatch(orgId, (items) => lotRestored(items, lot))]);
    deps.notifyError(errorMessage(e, LOT_DELETE_ERROR), e);
    return false;
  }
}

/** Creates a lot optimistically (it shows in the list at once); resolves to the server's lot or null. */
export function useCreateLot() {
  return useOrgMutation<StoreLot | null, LotBody>({ mutationFn: (body, orgId) => createLot(orgId, body) });
}

/** Deletes a lot optimistically; resolves true when it is gone. */
export function useDeleteLot() {
  return useOrgMutation<boolean, number>({ mutationFn: (lotId, orgId) => deleteLot(orgId, lotId) });
}

// --- The user's order (drag and drop) ----------------------------------------------------------

/**
 * PUT /lot/order/{org}: the list takes the new order at once, the server's ordered list replaces it
 * on success (others get it live as 'lots-sync'), and a failure reads the server's order again.
 * `ids` are every lot in the new order; optimistic lots keep their place at the end.
 */
export function useSaveLotOrder() {
  return useMutation(
    {
      onMutate: ({ orgId, ids }) => {
        const saved = ids.filter((lotId) => lotId > 0);
        if (saved.length > 0) applyPatches(queryClient, [lotsPatch(orgId, (lots) => withOrder(lots, saved))]);
      },
      mutationFn: async ({ orgId, ids }: { orgId: number; ids: readonly number[] }) => {
        const items = ids.filter((lotId) => lotId > 0).map((lotId, index) => ({ id: lotId, order: index + 1 }));
        if (items.length === 0) return [];
        const { lots } = await call(api.lot.order[":orgId"].$put({ param: { orgId: id(orgId) }, json: { items } }));
        return lots as Lot[];
      },
      onSuccess: (lots, { orgId }) =>
        applyPatches(queryClient, [lotsPatch(orgId, (current) => orderApplied(current, lots))]),
      onError: (_e, { orgId }) => queryClient.invalidateQueries({ queryKey: lotKeys.list(orgId) }),
    },
    queryClient,
  );
}

// --- The lot page's writes ----------------------------------------------------------------------

/** The answers of the animal writes carry a movement, not the lot: the list is read again. */
const lotsStale = (orgId: number) => queryClient.invalidateQueries({ queryKey: lotKeys.list(orgId) });

/** PUT /lot/edit/{id}: the answered lot replaces the cached one; its field's lot count changes. */
export function useEditLot() {
  return useMutation(
    {
      mutationFn: (v: {
        orgId: number;
        lotId: number;
        body: { name: string; hectares: number; field_id: number | null };
      }) => editLot(v.lotId, v.body),
      onSuccess: (answer, { orgId }) => {
        const lot = (answer as { lot?: StoreLot } | undefined)?.lot;
        if (lot) applyPatches(queryClient, [lotsPatch(orgId, (items) => lotInto(items, lot))]);
        else void lotsStale(orgId);
        void queryClient.invalidateQueries({ queryKey: fieldKeys.list(orgId) });
      },
    },
    queryClient,
  );
}

/** An animal write of the lot page: its answer carries a movement, so the lots list is read again. */
function useAnimalWrite<V extends { orgId: number }, T>(write: (v: V) => Promise<T>) {
  return useMutation({ mutationFn: write, onSuccess: (_a, { orgId }) => lotsStale(orgId) }, queryClient);
}

export function useUpdateAnimalCount() {
  return useAnimalWrite((v: { orgId: number; lotId: number; rowId: number; count: number }) =>
    updateAnimalCount(v.lotId, v.rowId, v.orgId, v.count),
  );
}

export function useDeleteAnimalRow() {
  return useAnimalWrite((v: { orgId: number; lotId: number; rowId: number; category: string }) =>
    deleteAnimalRow(v.lotId, v.rowId, v.orgId, v.category),
  );
}

export function useTransferAnimals() {
  return useAnimalWrite((v: { orgId: number; lotId: number; input: TransferInput }) =>
    transferAnimals(v.lotId, v.orgId, v.input),
  );
}

export function useRecordDeaths() {
  return useAnimalWrite((v: { orgId: number; lotId: number; input: DeathsInput }) => recordDeaths(v.lotId, v.input));
}
