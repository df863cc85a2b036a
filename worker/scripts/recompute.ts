// `npm run db:recompute -- <orgId>` (or `-- --all`): rebuilds an organization's aggregates from its rows in
// the local D1 (docs/aggregates.md), for repairs. Add `--persist-to DIR` for another local state folder.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { recomputeScript } from "../areas/aggregates/recompute-script";
import { flag, isMain, persistArgs, toolStdio, wranglerSync } from "./wrangler";

/** Runs the recomputation of `orgIds` (or every organization) on the local D1. */
export function recomputeLocal(orgIds: readonly number[] | "all", persistTo?: string) {
  const dir = mkdtempSync(join(tmpdir(), "tropero-recompute-"));
  try {
    const file = join(dir, "recompute.sql");
    writeFileSync(file, recomputeScript(orgIds));
    wranglerSync(["d1", "execute", "DB", "--local", ...persistArgs(persistTo), "--file", file, "--yes"], {
      stdio: toolStdio(true),
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2).filter((a, i, all) => a !== "--persist-to" && all[i - 1] !== "--persist-to");
  const all = args.includes("--all");
  const ids = args.filter((a) => a !== "--all");
  if ((!all && ids.length !== 1) || (all && ids.length) || ids.some((id) => !/^[1-9]\d*$/.test(id))) {
    console.error("Uso: npm run db:recompute -- <id de la organización>   (o -- --all para todas)");
    process.exit(2);
  }
  const started = Date.now();
  recomputeLocal(all ? "all" : [Number(ids[0])], flag("persist-to"));
  console.log(
    `Agregados recalculados ${all ? "de todas las organizaciones" : `de la organización ${ids[0]}`} en ${Date.now() - started} ms`,
  );
}
