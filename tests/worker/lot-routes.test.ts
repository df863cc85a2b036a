// /api/lot: the list with stock rows, totals, EV/ha and deaths; details; create, order, edit, delete;
// lot animal operations recorded as movements; the read budget (x-db-queries).
import { describe, expect, it } from "vitest";
import type { Lot, Movement } from "../../worker/shared/herd-types";
import { api } from "./fixtures";
import {
  categoryIds,
  createLot,
  createRodeo,
  expectStockMatchesLog,
  ok,
  ranch,
  stockOf,
  storedMovements,
  storedStock,
} from "./herd-helpers";

const thisYear = new Date().getUTCFullYear();

describe("lot reads", () => {
  it("GET /lot/info returns each lot's field, stock rows, total, EV/ha and deaths this year, in 3 queries", async () => {
    const { owner, org, lotId, cria } = await ranch();
    const field = await ok<{ field: { id: number } }>(
      api(`/field/${org.id}`, {
        token: owner.token,
        body: { name: "La Esperanza", hectares: 900, locality: "Ayacucho" },
      }),
      201,
    );
    await ok(api(`/lot/edit/${lotId}`, { method: "PUT", token: owner.token, body: { field_id: field.field.id } }));
    const empty = await createLot(owner.token, org.id, "Descanso", 0);
    await ok(
      api(`/movement/death/${org.id}`, {
        token: owner.token,
        body: { date: `${thisYear}-01-15`, rodeo_id: cria, animals: [{ type: "Vaca", count: 2 }] },
      }),
      201,
    );
    await ok(
      api(`/movement/death/${org.id}`, {
        token: owner.token,
        body: { date: `${thisYear - 1}-12-31`, rodeo_id: cria, animals: [{ type: "Vaca", count: 1 }] },
      }),
      201,
    );

    const res = await api<{ lots: Lot[] }>(`/lot/info/${org.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("x-db-queries"))).toBeLessThanOrEqual(3);
    const lot = res.body.lots.find((l) => l.id === lotId)!;
    expect(lot).toMatchObject({
      name: "Potrero 1",
      hectares: 100,
      order: 0,
      deleted: false,
      field: { id: field.field.id, name: "La Esperanza", hectares: 900, locality: "Ayacucho" },
      deaths: 2,
      total: 79,
      // 47 Vaca × 1.0 + 2 Toro × 1.3 + 30 Novillito × 0.7 = 70.6 EV on 100 ha
      ev_per_ha: 0.71,
    });
    expect(lot.animals.map((a) => [a.rodeo, a.category, a.count])).toEqual([
      ["Cría", "Vaca", 47],
      ["Cría", "Toro", 2],
      ["Recría", "Novillito", 30],
    ]);
    expect(lot.rodeos.map((r) => r.name)).toEqual(["Cría", "Recría"]);
    expect(res.body.lots.find((l) => l.id === empty)).toMatchObject({
      total: 0,
      ev_per_ha: null,
      animals: [],
      order: 1,
    });

    const details = await api<{ lot: Lot }>(`/lot/details/${lotId}`, { token: owner.token });
    expect(details.body.lot).toEqual(lot);
    expect(Number(details.headers.get("x-db-queries"))).toBeLessThanOrEqual(3);
  });
});

describe("lot structure", () => {
  it("create, reorder, edit and delete are logged; a lot with rodeos cannot be deleted", async () => {
    const { owner, org, lotId } = await ranch();
    const second = await createLot(owner.token, org.id, "Potrero 2");
    const ordered = await ok<{ lots: Lot[] }>(
      api(`/lot/order/${org.id}`, {
        method: "PUT",
        token: owner.token,
        body: {
          items: [
            { id: second, order: 0 },
            { id: lotId, order: 1 },
          ],
        },
      }),
    );
    expect(ordered.lots.map((l) => l.id)).toEqual([second, lotId]);
    const edited = await ok<{ lot: Lot }>(
      api(`/lot/edit/${second}`, { method: "PUT", token: owner.token, body: { name: "La Aguada", hectares: 55.5 } }),
    );
    expect(edited.lot).toMatchObject({ name: "La Aguada", hectares: 55.5 });

    const busy = await api(`/lot/delete/${org.id}/${lotId}`, { method: "DELETE", token: owner.token });
    expect(busy.status).toBe(409);
    await ok(api(`/lot/delete/${org.id}/${second}`, { method: "DELETE", token: owner.token }));
    expect((await api(`/lot/delete/${org.id}/${second}`, { method: "DELETE", token: owner.token })).status).toBe(404);
    expect((await api(`/lot/delete/${org.id}/999999`, { method: "DELETE", token: owner.token })).status).toBe(404);
    expect((await api(`/lot/details/${second}`, { token: owner.token })).status).toBe(404);

    const types = (await storedMovements(org.id)).map((m) => m.type);
    expect(types.filter((t) => t === "CREATE_LOT")).toHaveLength(2);
    expect(types).toContain("EDIT_LOT");
    expect(types).toContain("DELETE_LOT");
  });
});

describe("lot animal operations are movements", () => {
  it("update and delete a count (AUDIT_RECORD), transfer between categories (RECATEGORIZATION), record deaths (DEATH)", async () => {
    const { owner, user, org, lotId, cria, recria } = await ranch();
    const cats = await categoryIds(org.id, owner.token);
    const info = await ok<{ lots: Lot[] }>(api(`/lot/info/${org.id}`, { token: owner.token }));
    const vacas = info.lots.find((l) => l.id === lotId)!.animals.find((a) => a.category === "Vaca")!;

    const update = await ok<{ movement: Movement }>(
      api(`/lot/animal/update/${vacas.id}`, { method: "PUT", token: user.token, body: { count: 45 } }),
    );
    expect(update.movement).toMatchObject({
      type: "AUDIT_RECORD",
      count: { Vaca: 45 },
      data: { previous_count: 50, set_count: 45, deltas: [{ category_id: cats.Vaca, delta: -5 }] },
    });
    expect(stockOf(await storedStock(org.id), cria, cats.Vaca!)).toBe(45);

    // Two rodeos graze in the lot: the transfer must name one.
    const ambiguous = await api(`/lot/animal/transfer`, {
      token: owner.token,
      body: { organization_id: org.id, lot_id: lotId, from_category: "Vaca", to_category: "Vaquillona", count: 3 },
    });
    expect(ambiguous.status).toBe(400);
    const transfer = await ok<{ movement: Movement }>(
      api(`/lot/animal/transfer`, {
        token: owner.token,
        body: {
          organization_id: org.id,
          lot_id: lotId,
          rodeo_id: cria,
          from_category: "Vaca",
          to_category: "Vaquillona",
          count: 3,
        },
      }),
      201,
    );
    expect(transfer.movement.type).toBe("RECATEGORIZATION");

    const deaths = await ok<{ movement: Movement }>(
      api(`/lot/record-deaths/${lotId}`, {
        token: owner.token,
        body: { rodeo_id: recria, animals: [{ type: "Novillito", count: 2 }], cause: "Mancha" },
      }),
      201,
    );
    expect(deaths.movement).toMatchObject({ type: "DEATH", lot_id: lotId, data: { cause: "Mancha" } });

    const toros = info.lots.find((l) => l.id === lotId)!.animals.find((a) => a.category === "Toro")!;
    const wrongLot = await api(`/lot/animal/delete/${toros.id}`, {
      method: "DELETE",
      token: owner.token,
      body: { organization_id: org.id, lot_id: lotId + 1000, animal_type: "Toro" },
    });
    expect(wrongLot.status).toBe(404);
    await ok(
      api(`/lot/animal/delete/${toros.id}`, {
        method: "DELETE",
        token: owner.token,
        body: { organization_id: org.id, lot_id: lotId, animal_type: "toro" },
      }),
    );

    const stock = await storedStock(org.id);
    expect(stockOf(stock, cria, cats.Vaca!)).toBe(42);
    expect(stockOf(stock, cria, cats.Vaquillona!)).toBe(3);
    expect(stockOf(stock, cria, cats.Toro!)).toBe(0);
    expect(stockOf(stock, recria, cats.Novillito!)).toBe(28);
    const after = await ok<{ lots: Lot[] }>(api(`/lot/info/${org.id}`, { token: owner.token }));
    expect(after.lots.find((l) => l.id === lotId)).toMatchObject({ deaths: 2, total: 73 });
    await expectStockMatchesLog(org.id);
  });

  it("a rodeo's change of lot moves its animals between lots and logs a TRANSFER with from/to lot", async () => {
    const { owner, org, lotId, recria } = await ranch();
    const other = await createLot(owner.token, org.id, "Potrero 2");
    await ok(api(`/rodeo/${org.id}/${recria}`, { method: "PUT", token: owner.token, body: { lot_id: other } }));
    const info = await ok<{ lots: Lot[] }>(api(`/lot/info/${org.id}`, { token: owner.token }));
    expect(info.lots.find((l) => l.id === lotId)!.total).toBe(52);
    expect(info.lots.find((l) => l.id === other)!.total).toBe(30);
    const transfer = (await storedMovements(org.id)).find((m) => m.type === "TRANSFER")!;
    expect(transfer.data).toMatchObject({
      lot_change: true,
      from_lot_id: lotId,
      to_lot_id: other,
      from_lot: "Potrero 1",
      to_lot: "Potrero 2",
    });
    expect(
      (await api(`/movement/delete/${org.id}/${transfer.id}`, { method: "DELETE", token: owner.token })).status,
    ).toBe(409);
    await expectStockMatchesLog(org.id);
  });
});

describe("single rodeo creation", () => {
  it("CREATE_RODEO carries the initial animals", async () => {
    const { owner, org } = await ranch();
    const id = await createRodeo(owner.token, org.id, {
      name: "Vaquillonas",
      animals: [{ type: "Vaquillona", count: 12 }],
    });
    const log = await storedMovements(org.id);
    expect(log.find((m) => m.type === "CREATE_RODEO" && m.rodeo_id === id)).toMatchObject({
      animals: [{ type: "Vaquillona", count: 12 }],
    });
    await expectStockMatchesLog(org.id);
  });
});
