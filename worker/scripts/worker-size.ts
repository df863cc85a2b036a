// `npm run size` (second half): builds the worker as `npm run deploy` would (production environment, a
// dry run with an output folder) and fails when the gzip size of its bundle exceeds the budget in the
// docs/deployment.md. Cloudflare's own limit is 3 MB compressed on the free plan and 10 MB on paid.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { wranglerSync } from "./wrangler";

export const WORKER_BUDGET = 450 * 1024;

const out = mkdtempSync(join(tmpdir(), "tropero-worker-"));
try {
  // The preview environment is built too, so a broken preview config fails here and not in CI's deploy.
  wranglerSync(["deploy", "--dry-run", "--env", "preview"], { stdio: "ignore" });
  wranglerSync(["deploy", "--dry-run", "--env", "production", "--outdir", out], { stdio: "ignore" });
  const files = readdirSync(out).filter((f) => f.endsWith(".js"));
  const size = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(out, f)), { level: 9 }).length, 0);
  const over = size > WORKER_BUDGET;
  console.log(
    `worker bundle: ${(size / 1024).toFixed(1)} KB gzip (budget ${WORKER_BUDGET / 1024} KB)${over ? "  ✗" : "  ✓"}`,
  );
  if (over) {
    console.error("Worker size budget exceeded");
    process.exitCode = 1;
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
