// Rodeo structure writes (owners and admins): create, edit (name, lot), delete. The answer goes
// into the rodeos cache at once; the socket brings the same change to everyone else.
import { api, call, id } from "../../lib/api/client";
import { appStore } from "../../lib/session";
import { loadLots, rodeosCacheAtom, type StoreRodeo } from "../../lib/store";

function upsert(orgId: number, rodeo: StoreRodeo) {
  appStore.set(rodeosCacheAtom, (c) =>
    c.orgId !== orgId
      ? c
      : {
          ...c,
          items: c.items.some((r) => r.id === rodeo.id)
            ? c.items.map((r) => (r.id === rodeo.id ? rodeo : r))
            : [...c.items, rodeo],
        },
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
  if (input.lot_id) void loadLots(orgId).catch(() => undefined);
  return rodeo;
}

export async function editRodeo(orgId: number, rodeoId: number, input: { name?: string; lot_id?: number | null }) {
  const { rodeo } = await call(
    api.rodeo[":org"][":id"].$put({ param: { org: id(orgId), id: id(rodeoId) }, json: input }),
  );
  upsert(orgId, rodeo);
  if (input.lot_id !== undefined) void loadLots(orgId).catch(() => undefined);
  return rodeo;
}

export async function deleteRodeo(orgId: number, rodeoId: number): Promise<void> {
  await call(api.rodeo[":org"][":id"].$delete({ param: { org: id(orgId), id: id(rodeoId) } }));
  appStore.set(rodeosCacheAtom, (c) =>
    c.orgId !== orgId ? c : { ...c, items: c.items.filter((r) => r.id !== rodeoId) },
  );
}
