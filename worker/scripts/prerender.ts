// After `vite build` (worker/scripts/build-app.ts): writes dist/log-in.html, the app's index.html with the log-in page already drawn
// inside #root (marked data-prerendered, which main.tsx reads) and its stylesheet linked. Workers Assets serve it for /log-in (html_handling in
// wrangler.toml), so a visitor's first paint needs no JavaScript; main.tsx keeps it on screen until the
// app can draw the same page (docs/spa-data.md, "The first screen").
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

/** The log-in screen's stylesheets, as the build listed them for boot (vite.config.ts). */
function visitorStylesheets(html: string): string[] {
  const files = /<meta name="tropero-visitor-screen" content="([^"]*)"/.exec(html)?.[1];
  if (files === undefined) throw new Error("prerender: dist/index.html has no tropero-visitor-screen meta tag");
  return files.split(" ").filter((f) => f.endsWith(".css"));
}

/**
 * The app's entry script and its preloads leave the page: boot starts them after the first paint, from the
 * `tropero-app` meta tag (entry first). Boot's own imports stay preloaded.
 */
function startAppFromBoot(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error("prerender: dist/index.html has no app entry script");
  const bootFile = /<script type="module" async crossorigin src="\/([^"]+)">/.exec(html)?.[1];
  if (!bootFile) throw new Error("prerender: dist/index.html has no boot script");
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

/** Writes dist/log-in.html from the build in dist/; returns its size in bytes. */
export async function prerenderLogIn(): Promise<number> {
  const index = readFileSync(path.join(DIST, "index.html"), "utf8");
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error("prerender: dist/index.html has no empty #root");
  const markup = await renderLogIn();
  const links = visitorStylesheets(index)
    .filter((href) => !index.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join("");
  const page = startAppFromBoot(index)
    .replace("</head>", `${links}</head>`)
    .replace(root, `<div id="root" data-prerendered="log-in">${markup}</div>`);
  writeFileSync(path.join(DIST, "log-in.html"), page);
  return page.length;
}
