// The aggregate tables (docs/aggregates.md): the database holds exactly the triggers aggregate-sql.ts writes;
// they count rows written any way (the seed's SQL, direct updates); the recomputation rebuilds the same
// figures; and deleting an organization takes its aggregates with it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AGGREGATE_TABLES, AGGREGATE_TRIGGERS } from "../../worker/areas/aggregates/aggregate-sql";
import { recomputeAggregates } from "../../worker/areas/aggregates/recompute";
import { api, db, makeTeam } from "./fixtures";
import { expectAggregatesMatchLog, storedAggregates } from "./aggregate-model";
import { loadDemoRanch } from "./ranch-loader";

describe("aggregates", () => {
  it("the database holds exactly the triggers aggregate-sql.ts writes", async () => {
    const { results } = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name").all<{
      sql: string;
    }>();
    expect(results.map((r) => r.sql).sort()).toEqual([...AGGREGATE_TRIGGERS].sort());
  });

  it("the recomputation of the demo ranch equals the model, and the triggers had counted the same", async () => {
    const { owner, org } = await makeTeam();
    await loadDemoRanch(org.id, owner);
    // The seed's SQL inserts movements before the supplies they name: the triggers miss those uses.
    const counted = await storedAggregates(org.id);
    await recomputeAggregates(db(), org.id);
    await expectAggregatesMatchLog(org.id, "after the recomputation");
    const rebuilt = await storedAggregates(org.id);
    for (const table of AGGREGATE_TABLES.filter((t) => !t.startsWith("supply") && t !== "lot_days")) {
      if (table === "rodeo_months") continue;
      expect(counted[table], table).toEqual(rebuilt[table]);
    }
    expect(Object.keys(rebuilt.rodeo_days!).length).toBeGreaterThan(50);
    expect(Object.keys(rebuilt.supply_months!).length).toBeGreaterThan(10);
    expect(Object.keys(rebuilt.lot_days!).length).toBeGreaterThan(5);
    expect(Object.keys(rebuilt.finance_days!).length).toBeGreaterThan(5);
  });

  it("counts a direct update of the log too", async () => {
    const { owner, org } = await makeTeam();
    await loadDemoRanch(org.id, owner);
    await recomputeAggregates(db(), org.id);
    await env.DB.prepare(
      "UPDATE movements SET date = '2020-01-15T00:00:00.000Z' WHERE organization_id = ? AND type IN ('SELL', 'BIRTH', 'ASSET_CONSUMPTION')",
    )
      .bind(org.id)
      .run();
    await env.DB.prepare(
      "UPDATE movements SET deleted = 1 WHERE id IN (SELECT id FROM movements WHERE organization_id = ? AND type = 'DEATH' LIMIT 3)",
    )
      .bind(org.id)
      .run();
    await expectAggregatesMatchLog(org.id, "after direct updates");
  });

  it("an organization deleted takes its aggregates with it", async () => {
    const { owner, org } = await makeTeam();
    await loadDemoRanch(org.id, owner);
    await recomputeAggregates(db(), org.id);
    const res = await api(`/organization/${org.id}`, { method: "DELETE", token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const table of AGGREGATE_TABLES) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE organization_id = ?`)
        .bind(org.id)
        .first<{ n: number }>();
      expect(row!.n, table).toBe(0);
    }
  });
});
