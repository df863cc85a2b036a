// `npm run seed`: loads the demo organization into local D1 once (idempotent).
// Usage: tsx worker/scripts/seed.ts [--persist-to DIR]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_USERS, seedAccounts } from "./seed/accounts";
import { seedRanch } from "./seed/ranch";
import { SeedSql } from "./seed/sql";
import { isMain, persistArgs, wranglerJson, wranglerSync } from "./wrangler";

const TABLES = [
  "users",
  "organizations",
  "user_organizations",
  "animal_categories",
  "fields",
  "lots",
  "rodeos",
  "rodeo_stock",
  "movements",
  "reproductive_cycles",
  "assets",
  "tasks",
];

type D1Result = Array<{ results: Array<Record<string, number | string | null>> }>;

export async function seed(persistTo?: string): Promise<"seeded" | "already-seeded"> {
  const local = ["d1", "execute", "DB", "--local", ...persistArgs(persistTo)];
  const probe = `SELECT (SELECT count(*) FROM users WHERE email = '${DEMO_USERS.owner.email}') AS demo, ${TABLES.map(
    (t) => `(SELECT coalesce(max(id), 0) FROM "${t}") AS "${t}"`,
  ).join(", ")}`;
  const [first] = wranglerJson<D1Result>([...local, "--command", probe]);
  const row = first!.results[0]!;
  if (Number(row.demo) > 0) return "already-seeded";

  const sql = new SeedSql(Object.fromEntries(TABLES.map((t) => [t, Number(row[t] ?? 0)])));
  const accounts = await seedAccounts(sql);
  seedRanch(sql, accounts);

  const dir = mkdtempSync(join(tmpdir(), "tropero-seed-"));
  const file = join(dir, "seed.sql");
  writeFileSync(file, sql.toString());
  try {
    wranglerSync([...local, "--file", file, "--yes"], { stdio: ["ignore", "ignore", "inherit"] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return "seeded";
}

if (isMain(import.meta.url)) {
  const i = process.argv.indexOf("--persist-to");
  const started = Date.now();
  const result = await seed(i > 0 ? process.argv[i + 1] : undefined);
  console.log(
    result === "seeded"
      ? `Datos de demostración cargados en ${Date.now() - started} ms`
      : "Los datos de demostración ya estaban cargados",
  );
}
