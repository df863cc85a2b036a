// `npm run build` (and `npm start`, `npm run bench:web`): the SPA into dist/ with Vite, then /log-in drawn
// into dist/log-in.html (prerender.ts). `--quiet`: Vite prints only warnings.
import { pathToFileURL } from "node:url";
import { prerenderLogIn } from "./prerender";
import { runSync } from "./wrangler";

/** Returns the size of dist/log-in.html in bytes. */
export async function buildApp({ quiet = false } = {}): Promise<number> {
  runSync("npx", ["vite", "build", ...(quiet ? ["--logLevel", "warn"] : [])]);
  return prerenderLogIn();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const bytes = await buildApp({ quiet: process.argv.includes("--quiet") });
  console.log(`dist/log-in.html: the log-in page drawn at build time (${(bytes / 1024).toFixed(1)} KB)`);
}
