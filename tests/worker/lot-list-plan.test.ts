// The lot list's deaths this year (docs/herd.md): read by type and date for the whole list, by lot for a few lots,
// never by walking the organization's log (the cost of GET /api/lot/info must not grow with it, docs/performance.md).
import { env } from "cloudflare:test";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { lotsSql } from "../../worker/areas/herd/lots/lot-queries";

async function planOf(filter: Parameters<typeof lotsSql>[0]) {
  const query = new SQLiteAsyncDialect().sqlToQuery(lotsSql(filter, "2026-01-01"));
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
    .bind(...query.params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail).join("\n");
}

describe("the lot list's deaths", () => {
  it("the whole list reads this year's deaths by type and date", async () => {
    const plan = await planOf({ orgId: 1 });
    expect(plan).toMatch(/SEARCH m USING INDEX movements_org_type_idx \(organization_id=\? AND type=\? AND date>\?\)/);
    expect(plan).not.toMatch(/movements_lot_idx/);
  });

  it("a few lots read only their own deaths", async () => {
    const plan = await planOf({ orgId: 1, lotIds: [3, 4] });
    expect(plan).toMatch(
      /SEARCH m USING INDEX movements_lot_death_idx \(organization_id=\? AND lot_id=\? AND date>\?\)/,
    );
  });
});
