// `npm run bench:capacity`: what an organization costs in D1 bytes (docs/capacity.md). Builds its own local D1
// (own persist dir, removed at the end): the migrations, the demo seed, then the herd bench's organization with
// BENCH_MOVEMENTS movements (default 50,000; tests/bench/herd-data.ts). After each step it reads the database's
// own figures with node:sqlite: PRAGMA page_count × page_size for the whole file, and dbstat for each table and
// index (kB and MB are 10³ and 10⁶ bytes, as D1 counts its 10 GB). The demo ranch's bytes are each
// organization-owned table's bytes (with its indexes) in proportion to the ranch's rows in it; the bench
// organization's are the file's growth when it is loaded.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { TRANSFER_TABLES } from "../../worker/areas/organization/transfer/transfer-tables";
import { seed } from "../../worker/scripts/seed";
import { DEMO_USERS } from "../../worker/scripts/seed/accounts";
import { ensureDevVars, migrateLocal, wranglerSync } from "../../worker/scripts/wrangler";
import { BENCH_TABLES, benchData } from "./herd-data";

const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS || 50_000);
const BENCH_YEARS = 5; // herd-data.ts spreads its log over five years
const dir = mkdtempSync(join(tmpdir(), "tropero-bench-capacity-"));
const persist = join(dir, "state");
const local = ["d1", "execute", "DB", "--local", "--persist-to", persist];

function open() {
  const folder = join(persist, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(folder).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 file in ${folder}`);
  return new DatabaseSync(join(folder, file), { readOnly: true });
}

/** The database's size as D1 counts it (pages in use, the WAL's included) and each b-tree's bytes. */
function measure() {
  const db = open();
  try {
    const page = db.prepare("PRAGMA page_size").get() as { page_size: number };
    const count = db.prepare("PRAGMA page_count").get() as { page_count: number };
    const free = db.prepare("PRAGMA freelist_count").get() as { freelist_count: number };
    const trees = db.prepare("SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name").all() as {
      name: string;
      bytes: number;
    }[];
    const indexes = db.prepare("SELECT name, tbl_name FROM sqlite_schema WHERE type = 'index'").all() as {
      name: string;
      tbl_name: string;
    }[];
    const tableOf = new Map(indexes.map((i) => [i.name, i.tbl_name]));
    const byTable = new Map<string, { table: number; indexes: number }>();
    for (const t of trees) {
      const owner = tableOf.get(t.name) ?? t.name;
      const entry = byTable.get(owner) ?? { table: 0, indexes: 0 };
      if (tableOf.has(t.name)) entry.indexes += t.bytes;
      else entry.table += t.bytes;
      byTable.set(owner, entry);
    }
    return { bytes: count.page_count * page.page_size, free: free.freelist_count * page.page_size, byTable };
  } finally {
    db.close();
  }
}

/** The demo ranch's rows per organization-owned table (the export's tables and the memberships). */
function demoRows() {
  const db = open();
  try {
    const { id } = db
      .prepare(
        `SELECT uo.organization_id AS id FROM user_organizations uo JOIN users u ON u.id = uo.user_id
         WHERE u.email = ? AND uo.role = 'owner' ORDER BY uo.organization_id LIMIT 1`,
      )
      .get(DEMO_USERS.owner.email) as { id: number };
    const rows = new Map<string, { org: number; all: number }>();
    const count = (sql: string, ...params: number[]) => (db.prepare(sql).get(...params) as { n: number }).n;
    for (const t of TRANSFER_TABLES) {
      const name = getTableConfig(t.table).name;
      const scope = t.parent
        ? `${t.parent.column} IN (SELECT id FROM ${getTableConfig(TRANSFER_TABLES.find((p) => p.key === t.parent!.table)!.table).name} WHERE organization_id = ?)`
        : "organization_id = ?";
      rows.set(name, {
        org: count(`SELECT count(*) AS n FROM "${name}" WHERE ${scope}`, id),
        all: count(`SELECT count(*) AS n FROM "${name}"`),
      });
    }
    rows.set("user_organizations", {
      org: count("SELECT count(*) AS n FROM user_organizations WHERE organization_id = ?", id),
      all: count("SELECT count(*) AS n FROM user_organizations"),
    });
    const span = db
      .prepare("SELECT min(date) AS first, max(date) AS last FROM movements WHERE organization_id = ?")
      .get(id) as { first: string; last: string };
    return { id, rows, span };
  } finally {
    db.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const years = (first: string, last: string) => (Date.parse(last) - Date.parse(first)) / (365.25 * 86_400_000);

try {
  ensureDevVars();
  migrateLocal(persist);
  const empty = measure();
  await seed(persist);
  const seeded = measure();
  const demo = demoRows();
  let demoBytes = 0;
  let demoMovementBytes = 0;
  for (const [table, { org, all }] of demo.rows) {
    const size = seeded.byTable.get(table);
    if (!size || !all) continue;
    const share = ((size.table + size.indexes) * org) / all;
    demoBytes += share;
    if (table === "movements") demoMovementBytes = share;
  }
  const demoMovements = demo.rows.get("movements")!.org;
  const demoYears = years(demo.span.first, demo.span.last);

  const before = measure();
  const probe = (sql: string) =>
    (
      JSON.parse(
        wranglerSync([...local, "--command", sql, "--json"], {
          stdio: ["ignore", "pipe", "inherit"],
        }).stdout.toString(),
      ) as { results: Record<string, number>[] }[]
    )[0]!.results[0]!;
  const tables = BENCH_TABLES;
  const row = probe(
    `SELECT (SELECT id FROM users WHERE email = '${DEMO_USERS.owner.email}') AS owner, ${tables.map((t) => `(SELECT coalesce(max(id), 0) FROM "${t}") AS "${t}"`).join(", ")}`,
  );
  const data = benchData({
    maxIds: Object.fromEntries(tables.map((t) => [t, Number(row[t])])),
    ownerId: Number(row.owner),
    movements: MOVEMENTS,
  });
  const file = join(dir, "bench.sql");
  writeFileSync(file, data.sql);
  wranglerSync([...local, "--file", file, "--yes"], { stdio: ["ignore", "ignore", "inherit"] });
  const after = measure();
  const benchBytes = after.bytes - before.bytes;
  const log = after.byTable.get("movements")!;
  const allMovements = (() => {
    const db = open();
    try {
      return (db.prepare("SELECT count(*) AS n FROM movements").get() as { n: number }).n;
    } finally {
      db.close();
    }
  })();

  console.log(`\nD1 por organización (npm run bench:capacity, BENCH_MOVEMENTS=${data.movements})\n`);
  console.log("| medida | valor |");
  console.log("| --- | ---: |");
  console.log(`| base migrada, vacía | ${kb(empty.bytes)} |`);
  console.log(`| después del seed demo | ${kb(seeded.bytes)} |`);
  console.log(
    `| demo: movimientos, años de historia | ${demoMovements}, ${demoYears.toFixed(2)} (${demo.span.first.slice(0, 10)} a ${demo.span.last.slice(0, 10)}) |`,
  );
  console.log(`| demo: bytes de la organización (sus filas en cada tabla, con índices) | ${kb(demoBytes)} |`);
  console.log(
    `| demo: bytes del registro por movimiento (tabla + índices) | ${(demoMovementBytes / demoMovements).toFixed(0)} |`,
  );
  console.log(`| demo: bytes por movimiento, todo incluido | ${(demoBytes / demoMovements).toFixed(0)} |`);
  console.log(`| demo: bytes por organización-año | ${kb(demoBytes / demoYears)} |`);
  console.log(`| bench: crecimiento del archivo al cargar ${data.movements} movimientos | ${mb(benchBytes)} |`);
  console.log(`| bench: bytes por movimiento, todo incluido | ${(benchBytes / data.movements).toFixed(0)} |`);
  console.log(`| bench: bytes por organización-año (${BENCH_YEARS} años) | ${mb(benchBytes / BENCH_YEARS)} |`);
  console.log(
    `| registro entero: tabla / índices por movimiento (${allMovements} filas) | ${(log.table / allMovements).toFixed(0)} / ${(log.indexes / allMovements).toFixed(0)} |`,
  );
  console.log(`| páginas libres al final | ${kb(after.free)} |`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
