// `npm run size`: gzip sizes of the built SPA, checked against the budgets (fails when over).
// Budgets: the JavaScript a route's first load needs (its statically imported chunks; dynamic
// imports load later) ≤ its route budget; no single chunk > 100 KB gzip.
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

/** /log-in's first load: the log-in page's own entry (web/log-in.html) and its closure, React included. */
const LOGIN_BUDGET = 100 * 1024;
/** The signed-in dashboard's first load: entry + app shell + dashboard page closures. */
const DASHBOARD_BUDGET = 180 * 1024;
const LOGIN_GOAL = 100 * 1024;
const DASHBOARD_GOAL = 180 * 1024;
const CHUNK_BUDGET = 100 * 1024;
/**
 * Chunks allowed past CHUNK_BUDGET, named by a source file they hold. MapLibre GL JS (~280 KB gzip) is loaded
 * only by the Mapa screen's canvas, after the page itself (docs/map.md); its worker is a separate file.
 */
const CHUNK_BUDGETS: Array<{ source: string; budget: number }> = [
  { source: "web/src/features/map/map-canvas.tsx", budget: 300 * 1024 },
];
/** web/src/boot.ts and its imports: dependency-free modules only (vite.config.ts keeps them apart). */
const BOOT_BUDGET = 2 * 1024;
const BOOT_SOURCE = "web/src/boot.ts";
/** How many of a route's largest chunks to list. */
const TOP_CHUNKS = 8;

const DIST = "dist";
/** Vite's `root` (vite.config.ts): manifest keys and `src` are relative to it. */
const VITE_ROOT = "web";

interface Route {
  path: string;
  budget: number;
  goal: number;
  /** Source files (from the repository root) whose chunks the route loads up front, besides the entry. */
  pages: string[];
  /** Another entry than the app's (index.html), by its source file. */
  entry?: string;
}

const ROUTES: Route[] = [
  // The boot script runs before the app's code arrives (web/src/boot.ts): it must stay a few requests' worth.
  { path: "boot script", budget: BOOT_BUDGET, goal: BOOT_BUDGET, pages: [], entry: BOOT_SOURCE },
  { path: "/log-in", budget: LOGIN_BUDGET, goal: LOGIN_GOAL, pages: [], entry: "web/log-in.html" },
  {
    path: "/ (dashboard)",
    budget: DASHBOARD_BUDGET,
    goal: DASHBOARD_GOAL,
    pages: ["web/src/app/shell/app-shell.tsx", "web/src/features/dashboard/dashboard-page.tsx"],
  },
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(join(DIST, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
const sizes = new Map<string, number>();
const gz = (file: string) => {
  let n = sizes.get(file);
  if (n === undefined) sizes.set(file, (n = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length));
  return n;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const isJs = (key: string) => manifest[key]!.file.endsWith(".js");

/** A chunk plus everything it imports statically (what the browser must load before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

/** Which chunk file holds each source module (vite.config.ts writes it: grouped pages have no manifest key). */
const chunkOfModule = JSON.parse(readFileSync(join(DIST, ".vite/chunk-modules.json"), "utf8")) as Record<
  string,
  string
>;

/** The manifest key of the chunk holding a source file, matched by its path (not by the hashed output name). */
function keyOf(source: string): string {
  const wanted = posix.normalize(source);
  const file = chunkOfModule[posix.relative(VITE_ROOT, wanted)];
  const key = Object.keys(manifest).find((k) => {
    const src = manifest[k]!.src ?? k;
    return posix.join(VITE_ROOT, src) === wanted || (file !== undefined && manifest[k]!.file === file);
  });
  if (!key) {
    console.error(
      `size: no chunk for ${source} in ${DIST}/.vite/manifest.json. Was the file renamed or moved? ` +
        `Update ROUTES in worker/scripts/size.ts (and run \`npm run build\` first).`,
    );
    process.exit(1);
  }
  return key;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && (manifest[k]!.src ?? k) === "index.html");
if (!entryKey) {
  console.error(`size: no entry chunk in ${DIST}/.vite/manifest.json (run \`npm run build\` first)`);
  process.exit(1);
}

// Resolved before any output, so a renamed page fails with its own message.
const pageKeys = ROUTES.map((route) => route.pages.map(keyOf));
const chunkBudgets = new Map(CHUNK_BUDGETS.map(({ source, budget }) => [keyOf(source), budget]));

let failed = false;
const rows = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith(".js"))
  .map(([key, c]) => ({ key, file: c.file, size: gz(c.file) }))
  .sort((a, b) => b.size - a.size);

console.log("chunk (gzip)");
for (const r of rows) {
  const budget = chunkBudgets.get(r.key) ?? CHUNK_BUDGET;
  const over = r.size > budget;
  failed ||= over;
  console.log(`  ${kb(r.size).padStart(9)}  ${r.key}${over ? `  ✗ over ${kb(budget)}` : ""}`);
}

const measured = ROUTES.map((route, i) => {
  // Every page also runs the boot script.
  const keys = closure(keyOf(BOOT_SOURCE));
  closure(route.entry ? keyOf(route.entry) : entryKey, keys);
  for (const key of pageKeys[i]!) closure(key, keys);
  const chunks = [...keys]
    .filter(isJs)
    .map((key) => ({ key, size: gz(manifest[key]!.file) }))
    .sort((a, b) => b.size - a.size);
  const bytes = chunks.reduce((s, c) => s + c.size, 0);
  return { route, chunks, bytes };
});

console.log("\nJavaScript per route, first load (gzip; static imports only)");
const head = ["route", "size", "budget", "goal", "budget", "goal"];
const table = measured.map(({ route, bytes }) => {
  const over = bytes > route.budget;
  failed ||= over;
  return [route.path, kb(bytes), kb(route.budget), kb(route.goal), over ? "✗" : "✓", bytes > route.goal ? "✗" : "✓"];
});
const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
for (const r of [head, ...table]) {
  console.log(`  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")}`);
}
for (const { route, bytes } of measured) {
  if (bytes > route.goal) console.log(`  ${route.path}: ${kb(bytes - route.goal)} to cut to reach its goal`);
}

for (const { route, chunks } of measured) {
  console.log(`\n${route.path}: largest of its ${chunks.length} chunks`);
  for (const c of chunks.slice(0, TOP_CHUNKS)) {
    console.log(
      `  ${kb(c.size).padStart(9)}  ${c.key}${c.key === entryKey ? ` (entry: ${manifest[c.key]!.file})` : ""}`,
    );
  }
}

if (failed) {
  console.error("Size budget exceeded");
  process.exit(1);
}
