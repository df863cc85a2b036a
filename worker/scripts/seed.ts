// `npm run seed`: loads the demo organization into local D1 once (idempotent).
// Usage: tsx worker/scripts/seed.ts [--persist-to DIR]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_USERS, seedAccounts } from "./seed/accounts";
import { seedRanch } from "./seed/ranch";
import type { SeedPhoto } from "./seed/ranch-notes";
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
  "notes",
  "note_photos",
  "tasks",
];

/** wrangler.toml's R2 bucket behind the FILES binding. */
const FILES_BUCKET = "tropero-files";

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
  const ranch = seedRanch(sql, accounts);

  const dir = mkdtempSync(join(tmpdir(), "tropero-seed-"));
  const file = join(dir, "seed.sql");
  writeFileSync(file, sql.toString());
  try {
    wranglerSync([...local, "--file", file, "--yes"], { stdio: ["ignore", "ignore", "inherit"] });
    putNotePhotos(dir, ranch.notePhotos ?? [], persistTo);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return "seeded";
}

/** The demo notes' photos into the local R2 bucket the worker reads (one wrangler call for all). */
function putNotePhotos(dir: string, photos: SeedPhoto[], persistTo?: string) {
  if (!photos.length) return;
  const pairs = photos.map((p, i) => {
    const file = join(dir, `photo-${i}.png`);
    writeFileSync(file, p.bytes);
    return { key: p.key, file };
  });
  const list = join(dir, "photos.json");
  writeFileSync(list, JSON.stringify(pairs));
  wranglerSync(
    [
      "r2",
      "bulk",
      "put",
      FILES_BUCKET,
      "--local",
      "--filename",
      list,
      "--content-type",
      "image/png",
      ...persistArgs(persistTo),
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
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
