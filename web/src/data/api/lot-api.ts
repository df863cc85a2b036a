// Lot detail calls (the lot and its animal rows): the network edge only. Their cache
// effects are the mutations' in data/lots.ts (docs/spa-data.md).
import { api, call, id } from "../../lib/api/client";

export const editLot = (lotId: number, body: { name: string; hectares: number; field_id: number | null }) =>
  call(api.lot.edit[":id"].$put({ param: { id: id(lotId) }, json: body }));

export const updateAnimalCount = (_lotId: number, rowId: number, orgId: number, count: number) =>
  call(api.lot.animal.update[":id"].$put({ param: { id: id(rowId) }, json: { count, organization_id: orgId } }));

export const deleteAnimalRow = (lotId: number, rowId: number, orgId: number, category: string) =>
  call(
    api.lot.animal.delete[":id"].$delete({
      param: { id: id(rowId) },
      json: { organization_id: orgId, lot_id: lotId, animal_type: category },
    }),
  );

export interface TransferInput {
  rodeo_id: number;
  from_category: number;
  to_category: number;
  count: number;
}

export const transferAnimals = (lotId: number, orgId: number, input: TransferInput) =>
  call(api.lot.animal.transfer.$post({ json: { organization_id: orgId, lot_id: lotId, ...input } }));

export interface DeathsInput {
  rodeo_id: number;
  category_id: number;
  count: number;
  cause: string;
  date: string;
}

export const recordDeaths = (lotId: number, input: DeathsInput) =>
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
  );
