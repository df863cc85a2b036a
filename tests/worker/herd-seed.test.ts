// The demo ranch seed: its generated history replays to the stock it writes, never negative, and the API
// serves it (lots with stock, rodeos with daily gain, a completed cycle with KPIs).
import { describe, expect, it } from "vitest";
import { buildRanch } from "../../worker/scripts/seed/ranch";
import { replayStock } from "../../worker/areas/herd/movements/replay";
import { replaySupplies } from "../../worker/areas/herd/supplies/supply-effects";
import { activeClearance } from "../../worker/shared/clearance";
import type { CycleDetail, Field, Lot, Rodeo } from "../../worker/shared/herd-types";
import { areaGap, boundaryWithin } from "../../worker/shared/boundary";
import type { ConsumptionReport, RodeoUnderWithdrawal } from "../../worker/shared/supply-types";
import { SUPPLIES } from "../../worker/scripts/seed/ranch-supplies";
import { api, makeTeam } from "./fixtures";
import { loadDemoRanch } from "./ranch-loader";
import { expectStockMatchesLog, ok } from "./herd-helpers";
import { expectSuppliesMatchLog, storedSupplies } from "./supply-helpers";

describe("demo ranch seed", () => {
  it("generates a consistent history for any day it is run", () => {
    for (const today of ["2026-11-20", "2026-03-01", "2027-07-15", "2025-01-01"]) {
      let id = 0;
      const stockRows: Array<{ rodeo_id: number; category_id: number; count: number }> = [];
      const quantities = new Map<number, number>();
      const ranch = buildRanch(
        (table, row) => {
          if (table === "rodeo_stock") stockRows.push(row as never);
          return ++id;
        },
        {
          organizationId: 1,
          ownerId: 1,
          userId: 2,
          categories: new Map([
            ["Vaca", 1],
            ["Vaquillona", 2],
            ["Ternero", 3],
            ["Ternera", 4],
            ["Novillo", 5],
            ["Novillito", 6],
            ["Toro", 7],
          ]),
          today: new Date(today),
        },
        (table, rowId, set) => {
          if (table === "assets") quantities.set(rowId, set.quantity as number);
        },
      );
      const replayed = replayStock(ranch.movements);
      expect(Object.fromEntries(stockRows.map((s) => [`${s.rodeo_id}:${s.category_id}`, s.count]))).toEqual(
        Object.fromEntries(replayed),
      );
      expect(ranch.head).toBeGreaterThan(1200);
      expect(ranch.head).toBeLessThan(1800);
      const types = new Set(ranch.movements.map((m) => m.type));
      for (const t of ["WEIGHING", "RAIN", "SELL", "DEATH", "TREATMENT", "PREGNANCY_DIAGNOSIS"])
        expect(types, `${today} ${t}`).toContain(t);

      // Supplies: every quantity is the replay of the log; loads, consumptions and treatments that use them;
      // one supply below its minimum and one rodeo under withdrawal on the day it is run.
      const supplies = Object.values(ranch.supplies.refs);
      expect(supplies).toHaveLength(SUPPLIES.length);
      const supplyReplay = replaySupplies(ranch.movements);
      for (const s of supplies) expect(quantities.get(s.id), `${today} ${s.name}`).toBe(supplyReplay.get(s.id) ?? 0);
      for (const t of ["ASSET_BATCH", "ASSET_CONSUMPTION"]) expect(types, `${today} ${t}`).toContain(t);
      expect(ranch.movements.some((m) => m.type === "TREATMENT" && typeof m.data.asset_id === "number")).toBe(true);
      const low = SUPPLIES.filter((plan) => quantities.get(ranch.supplies.refs[plan.key].id)! < plan.minimum);
      expect(
        low.map((p) => p.key),
        today,
      ).toEqual(["gasoil"]);
      const treated = ranch.movements.filter((m) => m.rodeo_id === ranch.rodeos.recria);
      expect(activeClearance(treated, today), today).not.toBeNull();
    }
  });

  it("loads into D1 and the API serves it", async () => {
    const { owner, org } = await makeTeam();
    const ranch = await loadDemoRanch(org.id, owner);

    // Supplies: stored quantities equal the replay; gasoil below its minimum; Recría Machos under withdrawal.
    await expectSuppliesMatchLog(org.id);
    const supplies = [...(await storedSupplies(org.id)).values()];
    expect(supplies).toHaveLength(SUPPLIES.length);
    expect(supplies.filter((a) => a.quantity < a.minimum).map((a) => a.name)).toEqual(["Gasoil"]);
    const withdrawals = await ok<{ rodeos: RodeoUnderWithdrawal[] }>(
      api(`/asset/${org.id}/withdrawals`, { token: owner.token }),
    );
    expect(withdrawals.rodeos.map((r) => r.rodeo_id)).toContain(ranch.rodeos.recria);
    const consumption = await ok<ConsumptionReport>(api(`/asset/${org.id}/consumption`, { token: owner.token }));
    expect(new Set(consumption.by_supply.map((s) => s.month)).size).toBe(12);
    expect(consumption.by_rodeo.some((r) => r.rodeo_id === ranch.rodeos.invernada && r.cost_per_head! > 0)).toBe(true);

    await expectStockMatchesLog(org.id);
    const lots = await ok<{ lots: Lot[] }>(api(`/lot/info/${org.id}`, { token: owner.token }));
    expect(lots.lots).toHaveLength(12);
    expect(lots.lots.reduce((sum, l) => sum + l.total, 0)).toBe(ranch.head);
    // On the map: every field and lot drawn, its computed area within 5 % of its declared hectares, each lot
    // inside its field.
    const fields = await ok<{ fields: Field[] }>(api(`/field/${org.id}`, { token: owner.token }));
    for (const place of [...fields.fields, ...lots.lots]) {
      expect(areaGap(place.hectares, place.computed_hectares!), place.name).toBeLessThan(0.05);
    }
    const fieldOf = new Map(fields.fields.map((f) => [f.id, f.boundary!]));
    // Each field with its target stocking rate, so the map's EV/ha colours compare with something real.
    expect(fields.fields.map((f) => [f.name, f.ev_target])).toEqual([
      ["El Ombú", 0.8],
      ["La Esperanza", 1],
    ]);
    for (const l of lots.lots) expect(boundaryWithin(l.boundary!, fieldOf.get(l.field_id!)!), l.name).toBe(true);
    const rodeos = await ok<{ rodeos: Rodeo[] }>(api(`/rodeo/${org.id}`, { token: owner.token }));
    expect(rodeos.rodeos).toHaveLength(6);
    for (const r of rodeos.rodeos) expect(r.daily_gain, r.name).not.toBeNull();
    const cycles = await ok<{ cycles: Array<{ id: number; name: string }> }>(
      api(`/reproductive-cycle/${org.id}`, { token: owner.token }),
    );
    const details = await Promise.all(
      cycles.cycles.map((c) =>
        ok<{ cycle: CycleDetail }>(api(`/reproductive-cycle/${org.id}/${c.id}`, { token: owner.token })),
      ),
    );
    // At least one season is complete: diagnosis, births and weaning.
    expect(details.some((d) => d.cycle.kpis.pregnancy_rate !== null && d.cycle.kpis.weaning_rate !== null)).toBe(true);
  });
});
