// After `vite build` (worker/scripts/build-app.ts): draws the log-in screen inside dist/log-in.html's #root
// (marked data-prerendered, which prerender/typed-before-start.ts reads). Workers Assets serve that page for
// /log-in (html_handling in wrangler.toml), so a visitor's first paint needs no JavaScript; the page's own
// entry (web/src/log-in/main.tsx) then draws the same screen (docs/spa-data.md, "The first screen").
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DIST = path.join(ROOT, "dist");
const ENTRY = path.join(ROOT, "web/src/prerender/log-in-markup.tsx");

async function renderLogIn(): Promise<string> {
  // Inside the repository, so the bundle's imports of react and friends resolve from node_modules.
  const out = mkdtempSync(path.join(ROOT, "node_modules/.tropero-prerender-"));
  try {
    await build({
      configFile: false,
      root: path.join(ROOT, "web"),
      logLevel: "warn",
      mode: "production",
      plugins: [react()],
      resolve: { alias: { "@shared": path.join(ROOT, "worker/shared") } },
      build: {
        ssr: ENTRY,
        outDir: out,
        emptyOutDir: true,
        rolldownOptions: { output: { entryFileNames: "markup.mjs" } },
      },
    });
    const { logInMarkup } = (await import(pathToFileURL(path.join(out, "markup.mjs")).href)) as {
      logInMarkup: () => string;
    };
    return logInMarkup();
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * The page's entry script and its preloads leave the page: boot starts them after the first paint, from the
 * `tropero-app` meta tag (entry first), so they do not compete with the stylesheet. Boot's imports stay.
 */
function startAppFromBoot(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error("prerender: dist/log-in.html has no entry script");
  const bootFile = /<script type="module" async crossorigin src="\/([^"]+)">/.exec(html)?.[1];
  if (!bootFile) throw new Error("prerender: dist/log-in.html has no boot script");
  const bootSource = readFileSync(path.join(DIST, bootFile), "utf8");
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)].filter(
    ([, href]) => !bootSource.includes(`/${path.basename(href!)}`),
  );
  let page = html.replace(entry[0], "");
  for (const [tag] of preloads) page = page.replace(tag, "");
  const files = [entry[1], ...preloads.map(([, href]) => href)].join(" ");
  // First in <head>, so it is parsed before boot (an async script) can run.
  return page.replace("<head>", `<head>\n    <meta name="tropero-app" content="${files}">`);
}

/** Draws the log-in screen into the build's dist/log-in.html; returns its size in bytes. */
export async function prerenderLogIn(): Promise<number> {
  const file = path.join(DIST, "log-in.html");
  const built = readFileSync(file, "utf8");
  const root = '<div id="root"></div>';
  if (!built.includes(root)) throw new Error("prerender: dist/log-in.html has no empty #root");
  const markup = await renderLogIn();
  const page = startAppFromBoot(built).replace(root, `<div id="root" data-prerendered="log-in">${markup}</div>`);
  writeFileSync(file, page);
  return page.length;
}
