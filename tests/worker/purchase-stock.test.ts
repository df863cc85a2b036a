// A purchase's supply lines load the supplies stock in the same batch (an ASSET_BATCH movement), the
// stock stays the replay of the log, and deleting the purchase takes that load out again (refused, 409,
// with nothing written, once the stock it loaded was used). A BUY movement can be linked.
import { describe, expect, it } from "vitest";
import { ok, ranch, storedMovements } from "./herd-helpers";
import { expectSuppliesMatchLog, insertSupply, quantityOf, remove, write } from "./supply-helpers";
import { createPurchase, deletePurchase, purchaseBody, storedPurchases, updatePurchase } from "./purchase-helpers";

const supplyLine = (asset_id: number, quantity: number) =>
  ({ category: "alimento", description: "Rollo", quantity, unit_price: 25000, iva_rate: 10.5, asset_id }) as const;

describe("purchase supply lines", () => {
  it("load_stock records one ASSET_BATCH with the purchase; deleting it takes the load out", async () => {
    const { owner, org } = await ranch();
    const rollo = await insertSupply(org.id, "Rollo de alfalfa", "alimento", "rollo");
    const maiz = await insertSupply(org.id, "Maíz", "alimento", "kg");
    const body = purchaseBody({
      lines: [
        supplyLine(rollo, 12),
        { ...supplyLine(maiz, 1500.5), unit_price: 200 },
        { category: "servicios", description: "Flete", quantity: 1, unit_price: 30000, iva_rate: 21 },
      ],
      load_stock: true,
    });
    const created = await createPurchase(owner.token, org.id, body);
    expect(created.status).toBe(201);
    const p = created.body.purchase;
    expect(p.asset_movement_id).toEqual(expect.any(Number));
    const log = await storedMovements(org.id);
    const load = log.find((m) => m.id === p.asset_movement_id)!;
    expect(load.type).toBe("ASSET_BATCH");
    expect((load.data as { items: unknown[] }).items).toMatchObject([
      { asset_id: rollo, quantity: 12, unit_cost: 25000 },
      { asset_id: maiz, quantity: 1500.5, unit_cost: 200 },
    ]);
    expect(await quantityOf(rollo)).toBe(12);
    expect(await quantityOf(maiz)).toBe(1500.5);
    await expectSuppliesMatchLog(org.id);

    // Supply lines that loaded stock cannot be changed in place; the other fields can.
    const changed = await updatePurchase(owner.token, org.id, p.id, { ...body, lines: [supplyLine(rollo, 13)] });
    expect(changed.status).toBe(409);
    const renamed = await updatePurchase(owner.token, org.id, p.id, { ...body, supplier_name: "Otra razón social" });
    expect(renamed.status).toBe(200);

    // Once some of it was used, the purchase cannot take its load back out: 409, nothing written.
    const used = await ok(write(owner.token, "asset-consumption", org.id, { asset_id: rollo, quantity: 5 }), 201);
    const refused = await deletePurchase(owner.token, org.id, p.id);
    expect(refused.status).toBe(409);
    expect((await storedPurchases(org.id)).rows[0]!.deleted).toBe(false);
    expect(await quantityOf(rollo)).toBe(7);
    await expectSuppliesMatchLog(org.id);

    await ok(remove(owner.token, org.id, used.movement.id));
    expect((await deletePurchase(owner.token, org.id, p.id)).status).toBe(200);
    expect(await quantityOf(rollo)).toBe(0);
    expect(await quantityOf(maiz)).toBe(0);
    expect((await storedMovements(org.id)).find((m) => m.id === p.asset_movement_id)!.deleted).toBe(true);
    await expectSuppliesMatchLog(org.id);
  });

  it("without load_stock the supply lines only label the purchase; a BUY movement can be linked", async () => {
    const { owner, org, cria } = await ranch();
    const rollo = await insertSupply(org.id, "Rollo", "alimento", "rollo");
    const buy = await ok<{ movement: { id: number } }>(
      write(owner.token, "purchase", org.id, {
        rodeo_id: cria,
        animals: [{ type: "Vaca", count: 2 }],
        seller: "Feria",
      }),
      201,
    );
    const before = (await storedMovements(org.id)).length;
    const created = await createPurchase(
      owner.token,
      org.id,
      purchaseBody({ lines: [supplyLine(rollo, 3)], movement_id: buy.movement.id }),
    );
    expect(created.status).toBe(201);
    expect(created.body.purchase).toMatchObject({ movement_id: buy.movement.id, asset_movement_id: null });
    expect(await storedMovements(org.id)).toHaveLength(before);
    expect(await quantityOf(rollo)).toBe(0);
    // A movement that is not a BUY is refused.
    const other = await createPurchase(
      owner.token,
      org.id,
      purchaseBody({
        invoice_number: "77",
        movement_id: (await storedMovements(org.id)).find((m) => m.type !== "BUY")!.id,
      }),
    );
    expect(other.status).toBe(400);
  });
});
