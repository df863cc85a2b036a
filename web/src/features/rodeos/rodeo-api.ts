// Rodeo structure writes (owners and admins): create, edit (name, lot), delete. The answer goes
// into the rodeos list at once; the socket brings the same change to everyone else.
import { api, call, id } from "../../lib/api/client";
import { lotsEntry, rodeosEntry, type StoreRodeo } from "../../lib/store";

function upsert(orgId: number, rodeo: StoreRodeo) {
  rodeosEntry.update(orgId, (rodeos) =>
    rodeos.some((r) => r.id === rodeo.id) ? rodeos.map((r) => (r.id === rodeo.id ? rodeo : r)) : [...rodeos, rodeo],
  );
}

export interface RodeoInput {
  name: string;
  lot_id: number | null;
  animals?: Array<{ category_id: number; count: number }>;
}

export async function createRodeo(orgId: number, input: RodeoInput): Promise<StoreRodeo> {
  const body = { ...input, animals: input.animals?.length ? input.animals : undefined };
  const { rodeo } = await call(api.rodeo[":org"].$post({ param: { org: id(orgId) }, json: body }));
  upsert(orgId, rodeo);
  // The lot now shows this rodeo and its head.
  if (input.lot_id) void lotsEntry.refetch(orgId);
  return rodeo;
}

export async function editRodeo(orgId: number, rodeoId: number, input: { name?: string; lot_id?: number | null }) {
  const { rodeo } = await call(
    api.rodeo[":org"][":id"].$put({ param: { org: id(orgId), id: id(rodeoId) }, json: input }),
  );
  upsert(orgId, rodeo);
  if (input.lot_id !== undefined) void lotsEntry.refetch(orgId);
  return rodeo;
}

export async function deleteRodeo(orgId: number, rodeoId: number): Promise<void> {
  await call(api.rodeo[":org"][":id"].$delete({ param: { org: id(orgId), id: id(rodeoId) } }));
  rodeosEntry.update(orgId, (rodeos) => rodeos.filter((r) => r.id !== rodeoId));
}
