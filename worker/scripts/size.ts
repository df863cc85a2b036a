// `npm run size`: gzip sizes of the built SPA, checked against the budgets (fails when over).
// Budgets: the JavaScript needed to show /log-in ≤ 150 KB gzip; no single chunk > 100 KB gzip.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const DIST = "dist";
const LOGIN_BUDGET = 150 * 1024;
const CHUNK_BUDGET = 100 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(join(DIST, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
const gz = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A chunk plus everything it imports statically (what the browser must load before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const loginKey = Object.keys(manifest).find((k) => /log-?in/i.test(k) && manifest[k]!.isDynamicEntry);
const loginKeys = new Set([...closure(entryKey), ...(loginKey ? closure(loginKey) : [])]);
const loginBytes = [...loginKeys]
  .filter((k) => manifest[k]!.file.endsWith(".js"))
  .reduce((s, k) => s + gz(manifest[k]!.file), 0);

let failed = false;
const rows = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith(".js"))
  .map(([key, c]) => ({ key, file: c.file, size: gz(c.file) }))
  .sort((a, b) => b.size - a.size);

console.log("chunk (gzip)");
for (const r of rows) {
  const over = r.size > CHUNK_BUDGET;
  failed ||= over;
  console.log(`  ${kb(r.size).padStart(9)}  ${r.key}${over ? `  ✗ over ${kb(CHUNK_BUDGET)}` : ""}`);
}
const loginOver = loginBytes > LOGIN_BUDGET;
failed ||= loginOver;
console.log(`\n/log-in needs ${kb(loginBytes)} of JavaScript (budget ${kb(LOGIN_BUDGET)})${loginOver ? "  ✗" : "  ✓"}`);
if (failed) {
  console.error("Size budget exceeded");
  process.exit(1);
}
