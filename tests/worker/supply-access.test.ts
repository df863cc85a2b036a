// /api/asset edits, soft delete and counts (docs/supplies.md): owners and admins edit and delete supplies, any
// member counts them (a difference is an AUDIT_RECORD the replay reads); plain users, outsiders and
// another organization's ids get 403/404 and change nothing. Treatments take a medicine's withdrawal days.
import { describe, expect, it } from "vitest";
import type { Movement } from "../../worker/shared/herd-types";
import type { Supply } from "../../worker/shared/supply-types";
import { api, makeTeam } from "./fixtures";
import { createRodeo, storedMovements } from "./herd-helpers";
import { expectSuppliesMatchLog, quantityOf, remove, storedSupplies, write } from "./supply-helpers";

type Created = { asset: Supply; movement: Movement | null };

async function newSupply(token: string, orgId: number, body: Record<string, unknown>) {
  const res = await api<Created>("/asset", { method: "POST", token, body: { organization_id: orgId, ...body } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.asset;
}
const put = (token: string, orgId: number, id: number, body: Record<string, unknown>) =>
  api<{ asset: Supply }>(`/asset/${orgId}/${id}`, { method: "PUT", token, body });
const del = (token: string, orgId: number, id: number) => api(`/asset/${orgId}/${id}`, { method: "DELETE", token });
const count = (token: string, orgId: number, id: number, body: Record<string, unknown>) =>
  api<Created>(`/asset/${orgId}/${id}/count`, { method: "POST", token, body });
const list = async (token: string, orgId: number) =>
  (await api<{ assets: Supply[] }>(`/asset/${orgId}`, { token })).body.assets;

describe("PUT /asset/{org}/{id}", () => {
  it("edits the supply's own fields, never its quantity", async () => {
    const { owner, admin, org } = await makeTeam();
    const sal = await newSupply(owner.token, org.id, { name: "Sal", unit: "kg", quantity: 10 });
    const res = await put(admin.token, org.id, sal.id, {
      name: "Sal mineral",
      kind: "alimento",
      unit: "bolsas",
      minimum: 12.5,
      unit_cost: 900,
      withdrawal_days: 0,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.asset).toMatchObject({
      id: sal.id,
      name: "Sal mineral",
      kind: "alimento",
      unit: "bolsas",
      quantity: 10,
      minimum: 12.5,
      low: true,
      value: 9000,
    });
    expect(res.body.asset.last_movement_at).toEqual(expect.any(String));
    const partial = await put(owner.token, org.id, sal.id, { minimum: 0 });
    expect(partial.body.asset).toMatchObject({ name: "Sal mineral", low: false });
    // A quantity is not an editable field: it is stripped, and nothing else means nothing to save.
    const quantity = await put(owner.token, org.id, sal.id, { quantity: 99 });
    expect(quantity.status).toBe(400);
    expect(await quantityOf(sal.id)).toBe(10);
    for (const body of [{}, { name: "" }, { minimum: -1 }, { minimum: 0.0001 }, { withdrawal_days: 400 }]) {
      expect((await put(owner.token, org.id, sal.id, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("is refused to a plain user (403), an outsider (403) and for another organization's id (404)", async () => {
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    const ours = await newSupply(owner.token, org.id, { name: "Propio", quantity: 1 });
    const theirs = await newSupply(outsider.token, otherOrg.id, { name: "Secreto", quantity: 2 });
    const [oursBefore, theirsBefore] = [await storedSupplies(org.id), await storedSupplies(otherOrg.id)];
    const plain = await put(user.token, org.id, ours.id, { name: "Cambiado" });
    expect([plain.status, plain.body.code]).toEqual([403, "ROLE_FORBIDDEN"]);
    expect((await put(outsider.token, org.id, ours.id, { name: "Cambiado" })).status).toBe(403);
    const foreign = await put(owner.token, org.id, theirs.id, { name: "Cambiado" });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("Secreto");
    expect(await storedSupplies(org.id)).toEqual(oursBefore);
    expect(await storedSupplies(otherOrg.id)).toEqual(theirsBefore);
  });
});

describe("DELETE /asset/{org}/{id}", () => {
  it("hides the supply; its movements stay and new ones naming it are refused", async () => {
    const { owner, org } = await makeTeam();
    const t = owner.token;
    const gasoil = await newSupply(t, org.id, { name: "Gasoil", unit: "litros", quantity: 100 });
    const used = await write(t, "asset-consumption", org.id, { asset_id: gasoil.id, quantity: 30 });
    expect(used.status).toBe(201);
    const logBefore = await storedMovements(org.id);
    const res = await del(t, org.id, gasoil.id);
    expect([res.status, res.body]).toEqual([200, { ok: true }]);
    expect(await list(t, org.id)).toEqual([]);
    expect(await storedMovements(org.id)).toEqual(logBefore);
    expect((await storedSupplies(org.id)).get(gasoil.id)).toMatchObject({ deleted: true, quantity: 70 });
    expect((await api(`/asset/detail/${gasoil.id}`, { token: t })).status).toBe(404);
    expect((await del(t, org.id, gasoil.id)).status).toBe(404);
    expect((await put(t, org.id, gasoil.id, { name: "Otro" })).status).toBe(404);
    expect((await count(t, org.id, gasoil.id, { counted: 1 })).status).toBe(404);
    const again = await write(t, "asset-consumption", org.id, { asset_id: gasoil.id, quantity: 1 });
    expect(again.status).toBe(400);
    // Deleting the consumption would add to a removed supply: refused.
    const revert = await remove(t, org.id, used.body.movement.id);
    expect([revert.status, revert.body.code]).toEqual([409, "ASSET_GONE"]);
    expect(await storedMovements(org.id)).toEqual(logBefore);
    await expectSuppliesMatchLog(org.id);
  });

  it("is refused to a plain user (403), an outsider (403) and for another organization's id (404)", async () => {
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    const ours = await newSupply(owner.token, org.id, { name: "Propio" });
    const theirs = await newSupply(outsider.token, otherOrg.id, { name: "Secreto" });
    expect((await del(user.token, org.id, ours.id)).status).toBe(403);
    expect((await del(outsider.token, org.id, ours.id)).status).toBe(403);
    expect((await del(owner.token, org.id, theirs.id)).status).toBe(404);
    expect((await del(owner.token, otherOrg.id, theirs.id)).status).toBe(403);
    expect((await storedSupplies(org.id)).get(ours.id)!.deleted).toBe(false);
    expect((await storedSupplies(otherOrg.id)).get(theirs.id)!.deleted).toBe(false);
  });
});

describe("POST /asset/{org}/{id}/count", () => {
  it("records the difference as an AUDIT_RECORD (none when equal) that the replay and deletes honour", async () => {
    const { owner, user, org } = await makeTeam();
    const rollo = await newSupply(owner.token, org.id, { name: "Rollo", unit: "rollos", quantity: 40 });
    const same = await count(user.token, org.id, rollo.id, { counted: 40 });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.movement).toBeNull();
    expect(same.body.asset.quantity).toBe(40);

    const down = await count(user.token, org.id, rollo.id, { counted: 37.5, date: "2026-06-02" });
    expect(down.status, JSON.stringify(down.body)).toBe(200);
    expect(down.body.asset.quantity).toBe(37.5);
    expect(down.body.movement).toMatchObject({
      type: "AUDIT_RECORD",
      rodeoId: null,
      data: { asset_id: rollo.id, previous: 40, counted: 37.5, difference: -2.5 },
    });
    const up = await count(owner.token, org.id, rollo.id, { counted: 50 });
    expect(up.body.movement!.data).toMatchObject({ difference: 12.5 });
    await expectSuppliesMatchLog(org.id);

    // Deleting a count reverts its difference like any movement.
    expect((await remove(owner.token, org.id, down.body.movement!.id)).status).toBe(200);
    expect(await quantityOf(rollo.id)).toBe(52.5);
    await expectSuppliesMatchLog(org.id);
    const detail = await api<{ movements: Movement[] }>(`/asset/detail/${rollo.id}`, { token: user.token });
    expect(detail.body.movements.map((m) => m.type)).toEqual(["AUDIT_RECORD", "ASSET"]);
  });

  it("refuses bad counts, outsiders and another organization's supply, writing nothing", async () => {
    const { owner, outsider, org, otherOrg } = await makeTeam();
    const ours = await newSupply(owner.token, org.id, { name: "Propio", quantity: 3 });
    const theirs = await newSupply(outsider.token, otherOrg.id, { name: "Secreto", quantity: 3 });
    const [logBefore, theirLog] = [await storedMovements(org.id), await storedMovements(otherOrg.id)];
    for (const body of [{}, { counted: -1 }, { counted: 1.0001 }, { counted: "3" }]) {
      expect((await count(owner.token, org.id, ours.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await count(outsider.token, org.id, ours.id, { counted: 0 })).status).toBe(403);
    const foreign = await count(owner.token, org.id, theirs.id, { counted: 0 });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("Secreto");
    expect(await storedMovements(org.id)).toEqual(logBefore);
    expect(await storedMovements(otherOrg.id)).toEqual(theirLog);
    expect([await quantityOf(ours.id), await quantityOf(theirs.id)]).toEqual([3, 3]);
  });
});

describe("a treatment with a medicine", () => {
  it("takes the medicine's withdrawal days unless the body states its own", async () => {
    const { owner, org } = await makeTeam();
    const t = owner.token;
    const rodeo = await createRodeo(t, org.id, { name: "Cría" });
    const iver = await newSupply(t, org.id, {
      name: "Ivermectina",
      kind: "medicamento",
      quantity: 100,
      withdrawal_days: 35,
    });
    const base = { rodeo_id: rodeo, product: "Ivermectina", date: "2026-06-01" };
    const inherited = await write(t, "treatment", org.id, { ...base, asset_id: iver.id, asset_quantity: 10 });
    expect(inherited.status, JSON.stringify(inherited.body)).toBe(201);
    expect(inherited.body.movement.data).toMatchObject({ withdrawal_days: 35, clearance_date: "2026-07-06" });
    const stated = await write(t, "load-medicine", org.id, {
      ...base,
      asset_id: iver.id,
      asset_quantity: 1,
      withdrawal_days: 0,
    });
    expect(stated.body.movement.data).toMatchObject({ withdrawal_days: 0, clearance_date: "2026-06-01" });
    const none = await write(t, "treatment", org.id, base);
    expect(none.body.movement.data).toMatchObject({ withdrawal_days: 0 });
    // An edit without days takes them from the medicine again.
    const edited = await write(
      t,
      "treatment",
      org.id,
      { ...base, asset_id: iver.id, asset_quantity: 2 },
      none.body.movement.id,
    );
    expect(edited.body.movement.data).toMatchObject({ withdrawal_days: 35, clearance_date: "2026-07-06" });
    expect(await quantityOf(iver.id)).toBe(87);
    // A supply that is not a medicine is still refused.
    const food = await newSupply(t, org.id, { name: "Maíz", kind: "alimento", quantity: 5 });
    const wrong = await write(t, "treatment", org.id, { ...base, asset_id: food.id, asset_quantity: 1 });
    expect(wrong.status).toBe(400);
    expect(await quantityOf(food.id)).toBe(5);
  });
});
