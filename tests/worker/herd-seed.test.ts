// The demo ranch seed: its generated history replays to the stock it writes, never negative, and the API
// serves it (lots with stock, rodeos with daily gain, a completed cycle with KPIs).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { buildRanch } from "../../worker/scripts/seed/ranch";
import { SeedSql } from "../../worker/scripts/seed/sql";
import { replayStock } from "../../worker/areas/herd/movements/replay";
import type { CycleDetail, Lot, Rodeo } from "../../worker/shared/herd-types";
import { api, makeTeam } from "./fixtures";
import { categoryIds, expectStockMatchesLog, ok } from "./herd-helpers";

const TABLES = ["fields", "lots", "rodeos", "rodeo_stock", "movements", "reproductive_cycles"];

describe("demo ranch seed", () => {
  it("generates a consistent history for any day it is run", () => {
    for (const today of ["2026-11-20", "2026-03-01", "2027-07-15", "2025-01-01"]) {
      let id = 0;
      const stockRows: Array<{ rodeo_id: number; category_id: number; count: number }> = [];
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
    }
  });

  it("loads into D1 and the API serves it", async () => {
    const { owner, org } = await makeTeam();
    const maxIds: Record<string, number> = {};
    for (const t of TABLES) {
      const row = await env.DB.prepare(`SELECT coalesce(max(id), 0) AS m FROM "${t}"`).first<{ m: number }>();
      maxIds[t] = row!.m;
    }
    const sql = new SeedSql(maxIds);
    const categories = new Map(Object.entries(await categoryIds(org.id, owner.token)));
    const ranch = buildRanch((table, row) => sql.insert(table, row), {
      organizationId: org.id,
      ownerId: owner.id,
      userId: owner.id,
      categories,
      today: new Date(),
    });
    await env.DB.batch(sql.statements.map((s) => env.DB.prepare(s)));

    await expectStockMatchesLog(org.id);
    const lots = await ok<{ lots: Lot[] }>(api(`/lot/info/${org.id}`, { token: owner.token }));
    expect(lots.lots).toHaveLength(12);
    expect(lots.lots.reduce((sum, l) => sum + l.total, 0)).toBe(ranch.head);
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
