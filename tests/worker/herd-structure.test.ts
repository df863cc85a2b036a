// Fields, categories, rodeos and reproductive cycles; the daily weight gain route.
import { describe, expect, it } from "vitest";
import type {
  CategoryWithRodeos,
  CycleDetail,
  DailyWeightGainResponse,
  MovementPage,
  Rodeo,
} from "../../worker/shared/herd-types";
import { api } from "./fixtures";
import { createRodeo, expectStockMatchesLog, ok, ranch, storedMovements, type MovementResponse } from "./herd-helpers";

describe("fields", () => {
  it("create, list, edit and delete (lots keep existing without it)", async () => {
    const { owner, org, lotId } = await ranch();
    const created = await ok<{ field: { id: number } }>(
      api(`/field/${org.id}`, { token: owner.token, body: { name: "El Ombú", hectares: 820, locality: "Rauch" } }),
      201,
    );
    await ok(api(`/lot/edit/${lotId}`, { method: "PUT", token: owner.token, body: { field_id: created.field.id } }));
    const list = await ok<{ fields: Array<{ id: number; name: string; lot_count: number }> }>(
      api(`/field/${org.id}`, { token: owner.token }),
    );
    expect(list.fields).toMatchObject([
      { id: created.field.id, name: "El Ombú", hectares: 820, locality: "Rauch", lot_count: 1 },
    ]);
    await ok(
      api(`/field/${org.id}/${created.field.id}`, {
        method: "PUT",
        token: owner.token,
        body: { name: "El Ombú II", hectares: 800 },
      }),
    );
    await ok(api(`/field/${org.id}/${created.field.id}`, { method: "DELETE", token: owner.token }));
    expect((await api(`/field/${org.id}/${created.field.id}`, { method: "DELETE", token: owner.token })).status).toBe(
      404,
    );
    const lot = await ok<{ lot: { field: unknown } }>(api(`/lot/details/${lotId}`, { token: owner.token }));
    expect(lot.lot.field).toBeNull();
  });
});

describe("animal categories", () => {
  it("unique names (case-insensitive), with-rodeos, rodeos of one category, no delete while it has animals", async () => {
    const { owner, org, cria, recria } = await ranch();
    const created = await ok<{ category: { id: number; name: string; ev: number } }>(
      api(`/animal-categories/${org.id}`, { token: owner.token, body: { name: "Vaca CUT", ev: 0.9 } }),
      201,
    );
    expect(created.category).toMatchObject({ name: "Vaca CUT", ev: 0.9 });
    expect((await api(`/animal-categories/${org.id}`, { token: owner.token, body: { name: "vaca cut" } })).status).toBe(
      409,
    );
    expect(
      (
        await api(`/animal-categories/${org.id}/${created.category.id}`, {
          method: "PUT",
          token: owner.token,
          body: { name: "VACA" },
        })
      ).status,
    ).toBe(409);

    const withRodeos = await ok<{ categories: CategoryWithRodeos[] }>(
      api(`/animal-categories/${org.id}/with-rodeos`, { token: owner.token }),
    );
    const vaca = withRodeos.categories.find((c) => c.name === "Vaca")!;
    expect(vaca).toMatchObject({ total: 50, rodeos: [{ id: cria, name: "Cría", count: 50 }] });
    const novillito = withRodeos.categories.find((c) => c.name === "Novillito")!;
    const one = await ok<{ rodeos: Array<{ id: number; count: number }> }>(
      api(`/animal-categories/${org.id}/category/${novillito.id}/rodeos`, { token: owner.token }),
    );
    expect(one.rodeos).toMatchObject([{ id: recria, count: 30 }]);

    const busy = await api(`/animal-categories/${org.id}/${vaca.id}`, { method: "DELETE", token: owner.token });
    expect(busy.status).toBe(409);
    await ok(
      api(`/animal-categories/${org.id}/${created.category.id}`, {
        method: "PUT",
        token: owner.token,
        body: { ev: 0.95 },
      }),
    );
    await ok(api(`/animal-categories/${org.id}/${created.category.id}`, { method: "DELETE", token: owner.token }));
    const list = await ok<{ categories: Array<{ name: string }> }>(
      api(`/animal-categories/${org.id}`, { token: owner.token }),
    );
    expect(list.categories.map((c) => c.name)).not.toContain("Vaca CUT");
  });
});

describe("rodeos", () => {
  it("list with lot, stock, total, last mean weight and daily gain; edit; delete only when empty", async () => {
    const { owner, org, cria, lotId } = await ranch();
    for (const [date, mean_weight] of [
      ["2026-03-01", 400],
      ["2026-04-01", 418.6],
    ] as const) {
      await ok(
        api(`/movement/weighing/${org.id}`, { token: owner.token, body: { date, rodeo_id: cria, mean_weight } }),
        201,
      );
    }
    const res = await api<{ rodeos: Rodeo[] }>(`/rodeo/${org.id}`, { token: owner.token });
    expect(Number(res.headers.get("x-db-queries"))).toBeLessThanOrEqual(3);
    expect(res.body.rodeos.find((r) => r.id === cria)).toMatchObject({
      name: "Cría",
      lot: { id: lotId, name: "Potrero 1" },
      total: 52,
      last_mean_weight: 418.6,
      last_weighing_date: "2026-04-01",
      daily_gain: 0.6,
    });
    expect(res.body.rodeos.find((r) => r.id === cria)!.stock.map((s) => [s.category, s.count])).toEqual([
      ["Vaca", 50],
      ["Toro", 2],
    ]);
    const one = await ok<{ rodeo: Rodeo }>(api(`/rodeo/${org.id}/${cria}`, { token: owner.token }));
    expect(one.rodeo.id).toBe(cria);

    const renamed = await ok<{ rodeo: Rodeo }>(
      api(`/rodeo/${org.id}/${cria}`, { method: "PUT", token: owner.token, body: { name: "Cría General" } }),
    );
    expect(renamed.rodeo).toMatchObject({ name: "Cría General", lot_id: lotId });
    expect((await api(`/rodeo/${org.id}/${cria}`, { method: "DELETE", token: owner.token })).status).toBe(409);
    const empty = await createRodeo(owner.token, org.id, { name: "Vacío" });
    await ok(api(`/rodeo/${org.id}/${empty}`, { method: "DELETE", token: owner.token }));
    expect((await api(`/rodeo/${org.id}/${empty}`, { token: owner.token })).status).toBe(404);
    const types = (await storedMovements(org.id)).map((m) => m.type);
    expect(types).toEqual(expect.arrayContaining(["CREATE_RODEO", "EDIT_RODEO", "DELETE_RODEO"]));
  });
});

describe("daily weight gain route", () => {
  const gain = (orgId: number, rodeoId: number, token: string) =>
    api<DailyWeightGainResponse>(`/rodeo/daily-weight-gain/${orgId}/${rodeoId}`, { token });

  it("zero, one, two, many (entered unsorted) and same-day weighings", async () => {
    const { owner, org, cria } = await ranch();
    const weigh = (date: string, mean_weight: number) =>
      ok<MovementResponse>(
        api(`/movement/weighing/${org.id}`, { token: owner.token, body: { date, rodeo_id: cria, mean_weight } }),
        201,
      );

    let res = await gain(org.id, cria, owner.token);
    expect(res.body).toMatchObject({
      ok: true,
      weighings: [],
      daily_gain: { rodeo_id: cria, rodeo_name: "Cría", current_weight: null, daily_weight_gain: null },
    });
    expect(Number(res.headers.get("x-db-queries"))).toBeLessThanOrEqual(3);

    await weigh("2026-05-01", 380);
    res = await gain(org.id, cria, owner.token);
    // One weighing: listed, but every figure of the daily gain is null (fewer than two weighings).
    expect(res.body.weighings).toEqual([{ date: "2026-05-01", mean_weight: 380 }]);
    expect(res.body.daily_gain).toEqual({
      rodeo_id: cria,
      rodeo_name: "Cría",
      current_weight: null,
      previous_weight: null,
      weight_difference: null,
      days_between_weighings: null,
      daily_weight_gain: null,
      last_weighing_date: null,
      previous_weighing_date: null,
    });
    // The rodeo list still shows that weighing as its last mean weight.
    const listed = await ok<{ rodeos: Rodeo[] }>(api(`/rodeo/${org.id}`, { token: owner.token }));
    expect(listed.rodeos.find((r) => r.id === cria)).toMatchObject({
      last_mean_weight: 380,
      last_weighing_date: "2026-05-01",
      daily_gain: null,
    });

    await weigh("2026-03-02", 350);
    res = await gain(org.id, cria, owner.token);
    expect(res.body.daily_gain).toMatchObject({
      current_weight: 380,
      previous_weight: 350,
      weight_difference: 30,
      days_between_weighings: 60,
      daily_weight_gain: 0.5,
    });

    await weigh("2026-04-01", 362);
    const sameDay = await weigh("2026-05-31", 400);
    await weigh("2026-05-31", 404);
    res = await gain(org.id, cria, owner.token);
    expect(res.body.weighings.map((w) => w.date)).toEqual(["2026-03-02", "2026-04-01", "2026-05-01", "2026-05-31"]);
    expect(res.body.daily_gain).toMatchObject({
      current_weight: 402,
      previous_weight: 380,
      days_between_weighings: 30,
      daily_weight_gain: 0.733,
      previous_weighing_date: "2026-05-01",
    });

    // Deleted weighings no longer count.
    await ok(api(`/movement/delete/${org.id}/${sameDay.movement.id}`, { method: "DELETE", token: owner.token }));
    res = await gain(org.id, cria, owner.token);
    expect(res.body.daily_gain.current_weight).toBe(404);
  });
});

describe("reproductive cycles", () => {
  it("create, detail with its movements and KPIs, edit, delete; all logged", async () => {
    const { owner, org, cria } = await ranch();
    const created = await ok<{ cycle: CycleDetail }>(
      api(`/reproductive-cycle/${org.id}`, {
        token: owner.token,
        body: {
          rodeo_id: cria,
          name: "Servicio 25-26",
          service_start: "2025-11-15",
          service_end: "2026-01-31",
          method: "IATF",
          females_exposed: 40,
          bulls: 2,
        },
      }),
      201,
    );
    const cycleId = created.cycle.id;
    expect(created.cycle).toMatchObject({ rodeo_name: "Cría", method: "IATF", kpis: { pregnancy_rate: null } });
    const post = (path: string, body: object) =>
      ok(
        api(`/movement/${path}/${org.id}`, {
          token: owner.token,
          body: { rodeo_id: cria, cycle_id: cycleId, ...body },
        }),
        201,
      );
    await post("pregnancy-diagnosis", { date: "2026-03-20", examined: 40, pregnant: 36, empty: 4 });
    await post("birth", {
      date: "2026-09-01",
      animals: [
        { type: "Ternero", count: 17 },
        { type: "Ternera", count: 17 },
      ],
    });
    await post("abortion", { date: "2026-06-01", animals: [{ type: "Vaca", count: 1 }] });
    await post("weaning", {
      date: "2027-03-15",
      animals: [
        { type: "Ternero", count: 16 },
        { type: "Ternera", count: 16 },
      ],
    });

    const res = await api<{ cycle: CycleDetail }>(`/reproductive-cycle/${org.id}/${cycleId}`, { token: owner.token });
    expect(Number(res.headers.get("x-db-queries"))).toBeLessThanOrEqual(3);
    expect(res.body.cycle.kpis).toMatchObject({
      pregnancy_rate: 90,
      calving_rate: 85,
      weaning_rate: 80,
      loss_head: 4,
      loss_rate: 11.1,
      abortions: 1,
    });
    expect(res.body.cycle.movements.filter((m) => m.type !== "CREATE_REPRODUCTIVE_CYCLE")).toHaveLength(4);
    const page = await ok<MovementPage>(
      api(`/movement/reproductive-cycle/${org.id}/${cycleId}`, { token: owner.token }),
    );
    expect(page.movements).toHaveLength(5);

    const edited = await ok<{ cycle: CycleDetail }>(
      api(`/reproductive-cycle/${org.id}/${cycleId}`, {
        method: "PUT",
        token: owner.token,
        body: { females_exposed: 45 },
      }),
    );
    expect(edited.cycle).toMatchObject({ method: "IATF", females_exposed: 45, kpis: { pregnancy_rate: 80 } });
    const list = await ok<{ cycles: Array<{ id: number }> }>(
      api(`/reproductive-cycle/${org.id}`, { token: owner.token }),
    );
    expect(list.cycles.map((c) => c.id)).toEqual([cycleId]);
    await ok(api(`/reproductive-cycle/${org.id}/${cycleId}`, { method: "DELETE", token: owner.token }));
    expect((await api(`/reproductive-cycle/${org.id}/${cycleId}`, { token: owner.token })).status).toBe(404);
    const types = (await storedMovements(org.id)).map((m) => m.type);
    expect(types).toEqual(
      expect.arrayContaining(["CREATE_REPRODUCTIVE_CYCLE", "EDIT_REPRODUCTIVE_CYCLE", "DELETE_REPRODUCTIVE_CYCLE"]),
    );
    await expectStockMatchesLog(org.id);
  });
});
