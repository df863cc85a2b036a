// Loads the demo ranch's generated year (worker/scripts/seed/ranch.ts) into a test organization, through
// the same SQL the seed writes: lots, rodeos, a year of every movement type, cycles and supplies.
import { env } from "cloudflare:test";
import { buildRanch, localToday, RANCH_TABLES } from "../../worker/scripts/seed/ranch";
import { SeedSql } from "../../worker/scripts/seed/sql";
import { categoryIds } from "./herd-helpers";

export async function loadDemoRanch(orgId: number, owner: { id: number; token: string }) {
  const maxIds: Record<string, number> = {};
  for (const t of RANCH_TABLES) {
    const row = await env.DB.prepare(`SELECT coalesce(max(id), 0) AS m FROM "${t}"`).first<{ m: number }>();
    maxIds[t] = row!.m;
  }
  const sql = new SeedSql(maxIds);
  // Argentina's day, as the seed dates it: from 21:00 there UTC is already tomorrow, and a record dated then
  // would fall after the day every read counts up to.
  const categories = new Map(Object.entries(await categoryIds(orgId, owner.token)));
  const ranch = buildRanch(
    (table, row) => sql.insert(table, row),
    { organizationId: orgId, ownerId: owner.id, userId: owner.id, categories, today: localToday() },
    (table, id, set) => sql.update(table, id, set),
  );
  await env.DB.batch(sql.statements.map((s) => env.DB.prepare(s)));
  return ranch;
}
