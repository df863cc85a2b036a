// Lot detail writes (SPEC.md §7 lot and lot animal calls). After each, the lot is read again and
// put in the lots list of the query cache, so the page is current even before the socket's copy arrives.
import { api, call, id } from "../../lib/api/client";
import { appStore, selectedOrganizationIdAtom } from "../../lib/session";
import { compareLots, lotsEntry } from "../../lib/store";

/** The lot pages only show the selected organization's lots. */
export async function refreshLot(lotId: number): Promise<void> {
  const { lot } = await call(api.lot.details[":id"].$get({ param: { id: id(lotId) } }));
  const orgId = appStore.get(selectedOrganizationIdAtom);
  if (orgId === null) return;
  lotsEntry.update(orgId, (lots) =>
    lots.some((l) => l.id === lot.id)
      ? lots.map((l) => (l.id === lot.id ? { ...lot, isOptimistic: false } : l)).sort(compareLots)
      : lots,
  );
}

const thenRefresh = async <T>(lotId: number, pending: Promise<T>): Promise<T> => {
  const result = await pending;
  await refreshLot(lotId).catch(() => undefined);
  return result;
};

export const editLot = (lotId: number, body: { name: string; hectares: number; field_id: number | null }) =>
  thenRefresh(lotId, call(api.lot.edit[":id"].$put({ param: { id: id(lotId) }, json: body })));

export const updateAnimalCount = (lotId: number, rowId: number, orgId: number, count: number) =>
  thenRefresh(
    lotId,
    call(api.lot.animal.update[":id"].$put({ param: { id: id(rowId) }, json: { count, organization_id: orgId } })),
  );

export const deleteAnimalRow = (lotId: number, rowId: number, orgId: number, category: string) =>
  thenRefresh(
    lotId,
    call(
      api.lot.animal.delete[":id"].$delete({
        param: { id: id(rowId) },
        json: { organization_id: orgId, lot_id: lotId, animal_type: category },
      }),
    ),
  );

export interface TransferInput {
  rodeo_id: number;
  from_category: number;
  to_category: number;
  count: number;
}

export const transferAnimals = (lotId: number, orgId: number, input: TransferInput) =>
  thenRefresh(
    lotId,
    call(api.lot.animal.transfer.$post({ json: { organization_id: orgId, lot_id: lotId, ...input } })),
  );

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
    call(
      api.lot["record-deaths"][":id"].$post({
        param: { id: id(lotId) },
        json: {
          rodeo_id: input.rodeo_id,
          animals: [{ category_id: input.category_id, count: input.count }],
          cause: input.cause,
          date: input.date,
        },
      }),
    ),
  );
