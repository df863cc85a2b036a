// Movement writes and their stock effects: create / edit / delete, refusals (409, nothing written),
// every stock-moving type, both path families, authorship rules and the concurrency backstops.
import { describe, expect, it } from "vitest";
import { commitMovement } from "../../worker/areas/herd/movements/movement-commit";
import { loadHerdContext } from "../../worker/areas/herd/movements/herd-context";
import { MOVEMENT_PATHS, movementBodySchemas, type MovementBodyKind } from "../../worker/shared/movement-schemas";
import { stockKey } from "../../worker/areas/herd/movements/stock-effects";
import { api, db } from "./fixtures";
import {
  categoryIds,
  createRodeo,
  expectStockMatchesLog,
  ok,
  ranch,
  stockOf,
  storedMovements,
  storedStock,
  type MovementResponse,
} from "./herd-helpers";

describe("movement stock effects", () => {
  it("buy adds, sell removes, edit re-applies, delete reverts; refusals name category and availability", async () => {
    const { owner, org, cria } = await ranch();
    const cats = await categoryIds(org.id, owner.token);
    const buy = await ok<MovementResponse>(
      api(`/movement/load-buy/${org.id}`, {
        token: owner.token,
        body: { date: "2026-03-01", rodeo_id: cria, detail: "Compra feria", animals: [{ type: "vaca", count: 10 }] },
      }),
      201,
    );
    expect(buy.movement).toMatchObject({
      type: "BUY",
      date: "2026-03-01T00:00:00.000Z",
      count: { Vaca: 10 },
      rodeoId: cria,
      detail: "Compra feria",
      animals: [{ type: "Vaca", category_id: cats.Vaca, count: 10 }],
      organization_id: org.id,
      deleted: false,
      metadata: { editHistory: [] },
    });
    expect(stockOf(await storedStock(org.id), cria, cats.Vaca!)).toBe(60);

    await ok(
      api(`/movement/purchase/${org.id}/${buy.movement.id}`, {
        method: "PUT",
        token: owner.token,
        body: { date: "2026-03-01", rodeo_id: cria, animals: [{ type: "Vaca", count: 4 }] },
      }),
    );
    expect(stockOf(await storedStock(org.id), cria, cats.Vaca!)).toBe(54);

    const tooMany = await api(`/movement/sell/${org.id}`, {
      token: owner.token,
      body: { date: "2026-04-01", rodeo_id: cria, animals: [{ type: "Vaca", count: 55 }] },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(
      "No hay suficientes animales de la categoría Vaca en el rodeo Cría: disponibles 54, pedidos 55",
    );

    const sell = await ok<MovementResponse>(
      api(`/movement/sell/${org.id}`, {
        token: owner.token,
        body: { date: "2026-04-01", rodeo_id: cria, animals: [{ type: "Vaca", count: 54 }], buyer: "Frigorífico" },
      }),
      201,
    );
    expect(sell.movement.data).toMatchObject({ buyer: "Frigorífico" });
    expect(stockOf(await storedStock(org.id), cria, cats.Vaca!)).toBe(0);

    const before = await storedMovements(org.id);
    const refused = await api(`/movement/delete/${org.id}/${buy.movement.id}`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "No hay suficientes animales de la categoría Vaca en el rodeo Cría: disponibles 0, pedidos 4",
    );
    expect(await storedMovements(org.id)).toEqual(before);

    await ok(api(`/movement/delete/${org.id}/${sell.movement.id}`, { method: "DELETE", token: owner.token }));
    expect(stockOf(await storedStock(org.id), cria, cats.Vaca!)).toBe(54);
    const log = await storedMovements(org.id);
    const deleted = log.find((m) => m.id === sell.movement.id)!;
    expect(deleted.deleted).toBe(true);
    expect(deleted.metadata).toMatchObject({ deletedBy: owner.id });
    const edited = log.find((m) => m.id === buy.movement.id)!;
    expect(edited.metadata).toMatchObject({ editHistory: [{ editedBy: owner.id }] });
    // Deleting twice: it is gone.
    expect(
      (await api(`/movement/delete/${org.id}/${sell.movement.id}`, { method: "DELETE", token: owner.token })).status,
    ).toBe(404);
    await expectStockMatchesLog(org.id);
  });

  it("recategorization, rodeo moves, weaning, deaths, transfers and consumption move the right counts", async () => {
    const { owner, org, cria, recria, lotId } = await ranch();
    const cats = await categoryIds(org.id, owner.token);
    const destete = await createRodeo(owner.token, org.id, { name: "Destete", lot_id: lotId });
    const post = (path: string, body: object) =>
      ok<MovementResponse>(
        api(`/movement/${path}/${org.id}`, { token: owner.token, body: { date: "2026-05-01", ...body } }),
        201,
      );

    await post("birth", {
      rodeo_id: cria,
      animals: [
        { type: "Ternero", count: 20 },
        { type: "Ternera", count: 18 },
      ],
    });
    const weaning = await post("weaning", {
      rodeo_id: cria,
      animals: [{ type: "Ternero", count: 15 }],
      destination_rodeo_id: destete,
      destination_category: "Novillito",
      mean_weight: 180,
    });
    expect(weaning.movement.data).toMatchObject({
      destination_rodeo_id: destete,
      destination_rodeo: "Destete",
      destination_category: "Novillito",
      mean_weight: 180,
    });
    await post("recategorization", { rodeo_id: cria, from_category: "Ternera", to_category: "Vaquillona", count: 8 });
    await post("rodeo/move", { rodeo_id: recria, to_rodeo_id: destete, animals: [{ type: "Novillito", count: 10 }] });
    await post("death", { rodeo_id: cria, animals: [{ type: "Vaca", count: 1 }], cause: "Empaste" });
    await ok(
      api(`/rodeo/record-deaths/${org.id}`, {
        token: owner.token,
        body: { date: "2026-05-02", rodeo_id: cria, animals: [{ type: "Vaca", count: 1 }] },
      }),
      201,
    );
    await post("transfer/outgoing", {
      rodeo_id: cria,
      animals: [{ type: "Toro", count: 1 }],
      destination_establishment: "Cabaña X",
      dte_number: "123",
    });
    const incoming = await post("transfer/incoming", {
      rodeo_id: cria,
      animals: [{ type: "Toro", count: 2 }],
      origin_establishment: "Cabaña Y",
      external: true,
    });
    expect(incoming.movement.type).toBe("EXTERNAL_TRANSFER");
    await post("consumption", { rodeo_id: recria, animals: [{ type: "Novillito", count: 1 }] });

    const stock = await storedStock(org.id);
    expect(stockOf(stock, cria, cats.Ternero!)).toBe(5);
    expect(stockOf(stock, cria, cats.Ternera!)).toBe(10);
    expect(stockOf(stock, cria, cats.Vaquillona!)).toBe(8);
    expect(stockOf(stock, cria, cats.Vaca!)).toBe(48);
    expect(stockOf(stock, cria, cats.Toro!)).toBe(3);
    expect(stockOf(stock, destete, cats.Novillito!)).toBe(25);
    expect(stockOf(stock, recria, cats.Novillito!)).toBe(19);
    await expectStockMatchesLog(org.id);

    // Records without stock effect leave it alone.
    await post("weighing", { rodeo_id: cria, mean_weight: 420, animals_weighed: 40 });
    await post("pregnancy-diagnosis", { rodeo_id: cria, examined: 40, pregnant: 36, empty: 4 });
    await post("treatment", { rodeo_id: cria, product: "Ivermectina", dose: "1 ml/50 kg", withdrawal_days: 35 });
    await post("weather/rain", { lot_id: lotId, mm: 32 });
    expect(Object.fromEntries(await storedStock(org.id))).toEqual(Object.fromEntries(stock));
  });

  it("both path families create identical movements for identical input", async () => {
    const { owner, org, cria, recria, lotId } = await ranch();
    const bodies: Partial<Record<MovementBodyKind, object>> = {
      BUY: { rodeo_id: cria, animals: [{ type: "Vaca", count: 2 }], seller: "Juan", price_per_kg: 2100 },
      SELL: { rodeo_id: cria, animals: [{ type: "Vaca", count: 1 }], buyer: "Pedro", price_per_head: 900000 },
      BIRTH: { rodeo_id: cria, animals: [{ type: "Ternero", count: 3 }] },
      TRANSFER: { rodeo_id: cria, animals: [{ type: "Toro", count: 1 }], origin_establishment: "Otro campo" },
      RECATEGORIZATION: { rodeo_id: cria, from_category: "Vaca", to_category: "Vaquillona", count: 1 },
      CHANGE_RODEO: { rodeo_id: recria, to_rodeo_id: cria, animals: [{ type: "Novillito", count: 2 }] },
      RAIN: { lot_id: lotId, mm: 12.5 },
      FROST: { lot_id: lotId, min_temperature: -3 },
    };
    const strip = ({ id: _i, created_at: _c, updated_at: _u, ...rest }: Record<string, unknown>) => rest;
    for (const [kind, body] of Object.entries(bodies) as Array<[MovementBodyKind, object]>) {
      const { path, legacy } = MOVEMENT_PATHS[kind];
      const full = { date: "2026-06-10", detail: `igual ${kind}`, ...body };
      const a = await ok<MovementResponse>(api(`/movement/${path}/${org.id}`, { token: owner.token, body: full }), 201);
      const b = await ok<MovementResponse>(
        api(`/movement/${legacy}/${org.id}`, { token: owner.token, body: full }),
        201,
      );
      expect(strip(b.movement as never), kind).toEqual(strip(a.movement as never));
      // And the two edit families replace it the same way.
      const edit = { ...full, detail: `editado ${kind}` };
      const ea = await ok<MovementResponse>(
        api(`/movement/${path}/${org.id}/${a.movement.id}`, { method: "PUT", token: owner.token, body: edit }),
      );
      const eb = await ok<MovementResponse>(
        api(`/movement/${legacy}/${org.id}/${b.movement.id}`, { method: "PUT", token: owner.token, body: edit }),
      );
      const norm = (m: MovementResponse["movement"]) => ({
        ...strip(m as never),
        metadata: { ...m.metadata, editHistory: m.metadata.editHistory.length },
      });
      expect(norm(eb.movement), kind).toEqual(norm(ea.movement));
    }
    // The rodeo-move edit family: change-rodeo, rodeo/move and rodeo/{a}/{b} all edit CHANGE_RODEO.
    const move = await ok<MovementResponse>(
      api(`/movement/change-rodeo/${org.id}`, {
        token: owner.token,
        body: { date: "2026-06-11", rodeo_id: cria, to_rodeo_id: recria, animals: [{ type: "Vaca", count: 1 }] },
      }),
      201,
    );
    for (const path of ["change-rodeo", "rodeo/move", "rodeo"]) {
      await ok(
        api(`/movement/${path}/${org.id}/${move.movement.id}`, {
          method: "PUT",
          token: owner.token,
          body: { date: "2026-06-11", rodeo_id: cria, to_rodeo_id: recria, animals: [{ type: "Vaca", count: 2 }] },
        }),
      );
    }
    await expectStockMatchesLog(org.id);
  });

  it("every schema kind has a create path and every path kind a schema", () => {
    expect(Object.keys(MOVEMENT_PATHS).sort()).toEqual(Object.keys(movementBodySchemas).sort());
  });

  it("an edit path of another type is refused; structural entries cannot be edited or deleted", async () => {
    const { owner, org, cria } = await ranch();
    const buy = await ok<MovementResponse>(
      api(`/movement/purchase/${org.id}`, {
        token: owner.token,
        body: { date: "2026-06-10", rodeo_id: cria, animals: [{ type: "Vaca", count: 1 }] },
      }),
      201,
    );
    const wrong = await api(`/movement/sell/${org.id}/${buy.movement.id}`, {
      method: "PUT",
      token: owner.token,
      body: { date: "2026-06-10", rodeo_id: cria, animals: [{ type: "Vaca", count: 1 }] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("MOVEMENT_TYPE_MISMATCH");
    const created = (await storedMovements(org.id)).find((m) => m.type === "CREATE_RODEO")!;
    const del = await api(`/movement/delete/${org.id}/${created.id}`, { method: "DELETE", token: owner.token });
    expect(del.status).toBe(409);
    expect(del.body.code).toBe("STRUCTURAL_RECORD");
  });

  it("members edit and delete their own records; owners and admins anyone's", async () => {
    const { owner, admin, user, org, cria } = await ranch();
    const body = { date: "2026-06-10", rodeo_id: cria, animals: [{ type: "Vaca", count: 1 }] };
    const mine = await ok<MovementResponse>(api(`/movement/death/${org.id}`, { token: user.token, body }), 201);
    const owners = await ok<MovementResponse>(api(`/movement/death/${org.id}`, { token: owner.token, body }), 201);
    expect(
      (await api(`/movement/death/${org.id}/${owners.movement.id}`, { method: "PUT", token: user.token, body })).status,
    ).toBe(403);
    expect(
      (await api(`/movement/delete/${org.id}/${owners.movement.id}`, { method: "DELETE", token: user.token })).status,
    ).toBe(403);
    await ok(
      api(`/movement/death/${org.id}/${mine.movement.id}`, {
        method: "PUT",
        token: user.token,
        body: { ...body, detail: "mía" },
      }),
    );
    await ok(api(`/movement/delete/${org.id}/${mine.movement.id}`, { method: "DELETE", token: admin.token }));
    await ok(api(`/movement/delete/${org.id}/${owners.movement.id}`, { method: "DELETE", token: admin.token }));
    await expectStockMatchesLog(org.id);
  });
});

describe("concurrency backstops", () => {
  it("a batch that would leave a negative count fails whole (CHECK constraint) and writes nothing", async () => {
    const { owner, org, cria } = await ranch();
    const cats = await categoryIds(org.id, owner.token);
    const ctx = await loadHerdContext(db(), org.id, { rodeoIds: [cria] });
    // Pretend another request's read: more cows than there are now.
    ctx.stock.set(stockKey(cria, cats.Vaca!), 500);
    const before = await storedMovements(org.id);
    await expect(
      commitMovement(db(), {
        ctx,
        userId: owner.id,
        before: null,
        after: {
          type: "SELL",
          date: "2026-06-01T00:00:00.000Z",
          rodeo_id: cria,
          lot_id: null,
          cycle_id: null,
          detail: "",
          reference: "",
          animals: [{ type: "Vaca", category_id: cats.Vaca!, count: 60 }],
          data: {},
        },
      }),
    ).rejects.toMatchObject({ status: 409, code: "STOCK_CHANGED" });
    expect(await storedMovements(org.id)).toEqual(before);
    await expectStockMatchesLog(org.id);
  });

  it("an edit based on a stale read is refused instead of reverting twice", async () => {
    const { owner, org, cria } = await ranch();
    const body = { date: "2026-06-10", rodeo_id: cria, animals: [{ type: "Vaca", count: 5 }] };
    const buy = await ok<MovementResponse>(api(`/movement/purchase/${org.id}`, { token: owner.token, body }), 201);
    const stale = (await storedMovements(org.id)).find((m) => m.id === buy.movement.id)!;
    await ok(
      api(`/movement/purchase/${org.id}/${buy.movement.id}`, {
        method: "PUT",
        token: owner.token,
        body: { ...body, animals: [{ type: "Vaca", count: 3 }] },
      }),
    );
    const ctx = await loadHerdContext(db(), org.id, { rodeoIds: [cria] });
    await expect(commitMovement(db(), { ctx, userId: owner.id, before: stale, after: null })).rejects.toMatchObject({
      status: 409,
      code: "STALE_RECORD",
    });
    await expectStockMatchesLog(org.id);
  });
});
