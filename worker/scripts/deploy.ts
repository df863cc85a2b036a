// `npm run deploy` (production) and `npm run deploy:preview` (this branch's preview): build the SPA,
// apply the migrations to that environment's remote D1 first (a worker never runs against an older
// schema), then ship the worker. A preview is a version of the tropero-preview worker uploaded with an
// alias named after the git branch: https://<alias>-tropero-preview.<account>.workers.dev, against the
// preview database. Needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID (docs/deployment.md).
import { spawnSync } from "node:child_process";
import { OPENFREEMAP_STYLE_URL } from "../lib/map-config";
import { quietEnv, runSync, wranglerSync } from "./wrangler";

const target = process.argv[2];
if (target !== "production" && target !== "preview") {
  console.error("Uso: tsx worker/scripts/deploy.ts production|preview");
  process.exit(2);
}

/** The branch CI builds (GitHub: the PR's head, else the pushed ref), or the local checkout's. */
function branchName(): string {
  const fromCi = process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME;
  if (fromCi) return fromCi;
  const git = spawnSync("git", ["rev-parse", "--abbrev-ref", "HEAD"], { encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : "preview";
}

/** A valid alias: lowercase letters, digits and dashes, starting with a letter, short enough for a DNS label. */
function previewAlias(branch: string, workerName = "tropero-preview"): string {
  const slug = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^[^a-z]+/, "")
    .slice(0, 63 - workerName.length - 1)
    .replace(/-+$/, "");
  return slug || "preview";
}

// The map's base map (docs/map.md): OpenFreeMap unless the environment names another style, or "blank".
runSync("npm", ["run", "build"], {
  env: { ...quietEnv, MAP_STYLE_URL: process.env.MAP_STYLE_URL ?? OPENFREEMAP_STYLE_URL },
});
wranglerSync(["d1", "migrations", "apply", "DB", "--remote", "--env", target]);
if (target === "production") {
  wranglerSync(["deploy", "--env", "production"]);
} else {
  const branch = branchName();
  const alias = previewAlias(branch);
  wranglerSync(["versions", "upload", "--env", "preview", "--preview-alias", alias, "--message", `Rama ${branch}`]);
  console.log(`Preview de ${branch}: https://${alias}-tropero-preview.<subdominio>.workers.dev`);
}
