// Rodeo structure calls (owners and admins): create, edit (name, lot), delete. The network edge
// only: their cache effects are the mutations' in data/rodeos.ts (docs/spa-data.md).
import { api, call, id } from "../../lib/api/client";
import type { StoreRodeo } from "../../lib/store/types";

export interface RodeoInput {
  name: string;
  lot_id: number | null;
  animals?: Array<{ category_id: number; count: number }>;
}

export async function createRodeo(orgId: number, input: RodeoInput): Promise<StoreRodeo> {
  const body = { ...input, animals: input.animals?.length ? input.animals : undefined };
  const { rodeo } = await call(api.rodeo[":org"].$post({ param: { org: id(orgId) }, json: body }));
  return rodeo;
}

export async function editRodeo(
  orgId: number,
  rodeoId: number,
  input: { name?: string; lot_id?: number | null },
): Promise<StoreRodeo> {
  const { rodeo } = await call(
    api.rodeo[":org"][":id"].$put({ param: { org: id(orgId), id: id(rodeoId) }, json: input }),
  );
  return rodeo;
}

export async function deleteRodeo(orgId: number, rodeoId: number): Promise<void> {
  await call(api.rodeo[":org"][":id"].$delete({ param: { org: id(orgId), id: id(rodeoId) } }));
}
