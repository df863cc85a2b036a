// Supply movements through the API: loads (one supply or a batch), consumption and treatments that use a
// supply keep assets.quantity equal to the replay of the non-deleted log on create, edit and delete; a
// change that would leave a supply below zero is refused (409) and writes nothing.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { assets } from "../../worker/db/schema";
import { db, makeTeam } from "./fixtures";
import { createRodeo, storedMovements } from "./herd-helpers";
import {
  expectSuppliesMatchLog,
  insertSupply,
  quantityOf,
  remove,
  storedSupplies,
  write,
  type MovementBody,
} from "./supply-helpers";

const idOf = (body: MovementBody) => body.movement.data.asset_id as number;

describe("supply loads", () => {
  it("a load creates the asset or adds to an existing one; edit re-applies; delete reverts", async () => {
    const { owner, org } = await makeTeam();
    const t = owner.token;
    const first = await write(t, "load-asset", org.id, {
      name: "Maíz partido",
      kind: "alimento",
      unit: "kg",
      quantity: 1000.5,
      unit_cost: 180,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.movement).toMatchObject({ type: "ASSET", data: { name: "Maíz partido", kind: "alimento" } });
    const maiz = idOf(first.body);
    const row = (await storedSupplies(org.id)).get(maiz)!;
    expect(row).toMatchObject({ name: "Maíz partido", kind: "alimento", unit: "kg", quantity: 1000.5, unit_cost: 180 });

    // Existing asset: its own name and unit are stored; decimals add up exactly (thousandths).
    const more = await write(t, "load-asset", org.id, { asset_id: maiz, quantity: 0.1 });
    expect(more.status).toBe(201);
    expect(more.body.movement.data).toMatchObject({ asset_id: maiz, name: "Maíz partido", unit: "kg", quantity: 0.1 });
    await write(t, "load-asset", org.id, { asset_id: maiz, quantity: 0.2 });
    expect(await quantityOf(maiz)).toBe(1000.8);
    await expectSuppliesMatchLog(org.id);

    // Edit: the old quantity is reverted and the new one applied.
    const edited = await write(t, "load-asset", org.id, { asset_id: maiz, quantity: 5 }, more.body.movement.id);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await quantityOf(maiz)).toBe(1005.7);
    // Edit of the first load keeps pointing at the asset it created (its id was stored).
    const relabel = await write(t, "load-asset", org.id, { asset_id: maiz, quantity: 1000 }, first.body.movement.id);
    expect(relabel.status).toBe(200);
    expect(await quantityOf(maiz)).toBe(1005.2);
    await expectSuppliesMatchLog(org.id);

    // Delete reverts.
    expect((await remove(t, org.id, first.body.movement.id)).status).toBe(200);
    expect(await quantityOf(maiz)).toBe(5.2);
    await expectSuppliesMatchLog(org.id);

    // Without a kind or unit a new asset is "otro" in "unidad" (what the current entry form sends).
    const plain = await write(t, "load-asset", org.id, { name: "Alambre", quantity: 3 });
    expect(plain.status).toBe(201);
    expect((await storedSupplies(org.id)).get(idOf(plain.body))).toMatchObject({ kind: "otro", unit: "unidad" });
  });

  it("a batch loads several supplies, new and existing, in one entry; edited and deleted as one", async () => {
    const { owner, org } = await makeTeam();
    const t = owner.token;
    const sal = await insertSupply(org.id, "Sal mineral", "alimento", "kg");
    const batch = await write(t, "load-asset", org.id, {
      detail: "Compra en la cooperativa",
      items: [
        { asset_id: sal, quantity: 50, unit_cost: 900 },
        { name: "Gasoil", kind: "combustible", unit: "litros", quantity: 200 },
        { name: "Ivermectina 1%", kind: "medicamento", unit: "ml", quantity: 500 },
        { asset_id: sal, quantity: 25 },
      ],
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(201);
    expect(batch.body.movement.type).toBe("ASSET_BATCH");
    const items = batch.body.movement.data.items as Array<{ asset_id: number; name: string }>;
    expect(items.map((i) => i.name)).toEqual(["Sal mineral", "Gasoil", "Ivermectina 1%", "Sal mineral"]);
    const [gasoil, iver] = [items[1]!.asset_id, items[2]!.asset_id];
    expect(new Set(items.map((i) => i.asset_id)).size).toBe(3);
    const stored = await storedSupplies(org.id);
    expect(stored.get(sal)!.quantity).toBe(75);
    expect(stored.get(gasoil)).toMatchObject({ name: "Gasoil", kind: "combustible", unit: "litros", quantity: 200 });
    expect(stored.get(iver)).toMatchObject({ name: "Ivermectina 1%", kind: "medicamento", quantity: 500 });
    await expectSuppliesMatchLog(org.id);

    // Edited down to one supply: the batch becomes a single load, the others are reverted.
    const id = batch.body.movement.id;
    const single = await write(t, "load-asset", org.id, { asset_id: gasoil, quantity: 150 }, id);
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    expect(single.body.movement.type).toBe("ASSET");
    expect([await quantityOf(sal), await quantityOf(gasoil), await quantityOf(iver)]).toEqual([0, 150, 0]);
    await expectSuppliesMatchLog(org.id);

    expect((await remove(t, org.id, id)).status).toBe(200);
    expect(await quantityOf(gasoil)).toBe(0);
    await expectSuppliesMatchLog(org.id);
  });
});

describe("supply consumption", () => {
  it("subtracts; beyond the stock it is refused with 409 naming the supply and what is available", async () => {
    const { owner, org } = await makeTeam();
    const t = owner.token;
    const load = await write(t, "load-asset", org.id, { name: "Rollo de alfalfa", unit: "rollos", quantity: 10 });
    const rollo = idOf(load.body);
    const used = await write(t, "asset-consumption", org.id, { asset_id: rollo, quantity: 4 });
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    expect(used.body.movement).toMatchObject({ type: "ASSET_CONSUMPTION", data: { name: "Rollo de alfalfa" } });
    expect(await quantityOf(rollo)).toBe(6);

    const suppliesBefore = await storedSupplies(org.id);
    const logBefore = await storedMovements(org.id);
    const refusals = [
      await write(t, "asset-consumption", org.id, { asset_id: rollo, quantity: 6.5 }),
      // An edit that would take more than there is.
      await write(t, "asset-consumption", org.id, { asset_id: rollo, quantity: 10.001 }, used.body.movement.id),
      // Deleting the load would leave the consumed rollos below zero.
      await remove(t, org.id, load.body.movement.id),
      // Lowering the load below what was consumed, too.
      await write(t, "load-asset", org.id, { asset_id: rollo, quantity: 3 }, load.body.movement.id),
    ];
    for (const res of refusals) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.code).toBe("INSUFFICIENT_SUPPLY");
      expect(res.body.message).toContain("Rollo de alfalfa");
      expect(res.body.message).toContain("disponibles 6 rollos");
    }
    expect(await storedSupplies(org.id)).toEqual(suppliesBefore);
    expect(await storedMovements(org.id)).toEqual(logBefore);

    // Exactly what is left is fine; reverting the consumption gives it back.
    const rest = await write(t, "asset-consumption", org.id, { asset_id: rollo, quantity: 6 });
    expect(rest.status).toBe(201);
    expect(await quantityOf(rollo)).toBe(0);
    expect((await remove(t, org.id, used.body.movement.id)).status).toBe(200);
    expect(await quantityOf(rollo)).toBe(4);
    await expectSuppliesMatchLog(org.id);
  });

  it("treatments and medicines may consume a medicamento or sanidad supply; without one nothing changes", async () => {
    const { owner, org } = await makeTeam();
    const t = owner.token;
    const rodeo = await createRodeo(t, org.id, { name: "Cría" });
    const vacuna = idOf(
      (await write(t, "load-asset", org.id, { name: "Aftosa", kind: "sanidad", unit: "dosis", quantity: 100 })).body,
    );
    const maiz = idOf((await write(t, "load-asset", org.id, { name: "Maíz", kind: "alimento", quantity: 100 })).body);
    const base = { rodeo_id: rodeo, product: "Vacuna aftosa", withdrawal_days: 0 };

    const plain = await write(t, "treatment", org.id, base);
    expect(plain.status).toBe(201);
    expect(await quantityOf(vacuna)).toBe(100);

    const treated = await write(t, "treatment", org.id, { ...base, asset_id: vacuna, asset_quantity: 40 });
    expect(treated.status, JSON.stringify(treated.body)).toBe(201);
    expect(treated.body.movement.data).toMatchObject({ asset_id: vacuna, asset_quantity: 40, asset_name: "Aftosa" });
    const medicine = await write(t, "load-medicine", org.id, { ...base, asset_id: vacuna, asset_quantity: 10 });
    expect(medicine.status).toBe(201);
    expect(await quantityOf(vacuna)).toBe(50);

    // Editing the treatment to use none gives the doses back; deleting the medicine too.
    const edited = await write(t, "treatment", org.id, base, treated.body.movement.id);
    expect(edited.status).toBe(200);
    expect((await remove(t, org.id, medicine.body.movement.id)).status).toBe(200);
    expect(await quantityOf(vacuna)).toBe(100);

    // Food is not a sanitary supply; a quantity without a supply (or the reverse) is incomplete.
    for (const body of [
      { ...base, asset_id: maiz, asset_quantity: 1 },
      { ...base, asset_quantity: 1 },
      { ...base, asset_id: vacuna },
    ]) {
      const res = await write(t, "treatment", org.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const tooMuch = await write(t, "treatment", org.id, { ...base, asset_id: vacuna, asset_quantity: 101 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toContain("disponibles 100 dosis");
    await expectSuppliesMatchLog(org.id);
  });

  it("the database refuses a negative quantity whatever the caller checked (concurrent writes)", async () => {
    const { owner, org } = await makeTeam();
    const id = idOf((await write(owner.token, "load-asset", org.id, { name: "Gasoil", quantity: 10 })).body);
    await expect(db().update(assets).set({ quantity: -0.001 }).where(eq(assets.id, id)).run()).rejects.toThrow();
    // Two consumptions that fit alone but not together: one is refused, and the stock stays the replay.
    const results = await Promise.all(
      [7, 7].map((quantity) => write(owner.token, "asset-consumption", org.id, { asset_id: id, quantity })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await quantityOf(id)).toBe(3);
    await expectSuppliesMatchLog(org.id);
  });
});
