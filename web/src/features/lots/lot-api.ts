// Lot detail writes (SPEC.md §7 lot and lot animal calls). After each, the lot is read again and
// put in the lots cache, so the page is current even before the socket's copy arrives.
import { api } from "../../lib/api/client";
import { appStore } from "../../lib/session";
import { compareLots, lotsCacheAtom, type StoreLot } from "../../lib/store";

export async function refreshLot(lotId: number): Promise<void> {
  const { lot } = await api.get<{ lot: StoreLot }>(`/lot/details/${lotId}`);
  appStore.set(lotsCacheAtom, (c) =>
    c.items.some((l) => l.id === lot.id)
      ? { ...c, items: c.items.map((l) => (l.id === lot.id ? { ...lot, isOptimistic: false } : l)).sort(compareLots) }
      : c,
  );
}

const thenRefresh = async <T>(lotId: number, call: Promise<T>): Promise<T> => {
  const result = await call;
  await refreshLot(lotId).catch(() => undefined);
  return result;
};

export const editLot = (lotId: number, body: { name: string; hectares: number; field_id: number | null }) =>
  thenRefresh(lotId, api.put<{ lot: StoreLot }>(`/lot/edit/${lotId}`, body));

export const updateAnimalCount = (lotId: number, rowId: number, orgId: number, count: number) =>
  thenRefresh(lotId, api.put(`/lot/animal/update/${rowId}`, { count, organization_id: orgId }));

export const deleteAnimalRow = (lotId: number, rowId: number, orgId: number, category: string) =>
  thenRefresh(
    lotId,
    api.delete(`/lot/animal/delete/${rowId}`, { organization_id: orgId, lot_id: lotId, animal_type: category }),
  );

export interface TransferInput {
  rodeo_id: number;
  from_category: number;
  to_category: number;
  count: number;
}

export const transferAnimals = (lotId: number, orgId: number, input: TransferInput) =>
  thenRefresh(lotId, api.post(`/lot/animal/transfer`, { organization_id: orgId, lot_id: lotId, ...input }));

export interface DeathsInput {
  rodeo_id: number;
  category_id: number;
  count: number;
  cause: string;
  date: string;
}

export const recordDeaths = (lotId: number, input: DeathsInput) =>
  thenRefresh(
    lotId,
    api.post(`/lot/record-deaths/${lotId}`, {
      rodeo_id: input.rodeo_id,
      animals: [{ category_id: input.category_id, count: input.count }],
      cause: input.cause,
      date: input.date,
    }),
  );
