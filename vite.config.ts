// Vite builds the SPA from web/ into dist/, which the worker serves as static assets.
import path from "node:path";
import react from "@vitejs/plugin-react";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { mapConfig } from "./worker/lib/map-config";
import { assetHeadersFile } from "./worker/lib/security-headers";

/** The map screen's base map (docs/map.md): its style URLs go into the SPA, its hosts into the CSP. */
const map = mapConfig(process.env);

/** dist/_headers (security and cache headers of the static assets), from the worker's own constants. */
const assetHeaders: Plugin = {
  name: "tropero-asset-headers",
  apply: "build",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: "_headers", source: assetHeadersFile(map.hosts) });
  },
};

/**
 * dist/.vite/chunk-modules.json: which chunk holds each source module. The first-screen group below merges
 * pages into one chunk, so Vite's manifest no longer names them; `npm run size` finds them here.
 */
const chunkModules: Plugin = {
  name: "tropero-chunk-modules",
  apply: "build",
  generateBundle(_options, bundle) {
    const root = path.resolve(import.meta.dirname, "web");
    const map: Record<string, string> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== "chunk") continue;
      for (const id of chunk.moduleIds) if (id.startsWith(root)) map[path.relative(root, id)] = chunk.fileName;
    }
    this.emitFile({ type: "asset", fileName: ".vite/chunk-modules.json", source: JSON.stringify(map, null, 1) });
  },
};

/**
 * sonner injects its stylesheet as a runtime <style> tag, which the CSP's `style-src 'self'` blocks:
 * the build drops that call and app.tsx imports the same rules from sonner/dist/styles.css.
 */
const sonnerWithoutInlineStyle: Plugin = {
  name: "tropero-sonner-without-inline-style",
  apply: "build",
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
    const stripped = code.replace(/__insertCSS\("(?:[^"\\]|\\.)*"\);?/, "");
    if (stripped === code) this.error("sonner no longer injects its CSS the expected way: check the CSP");
    return { code: stripped, map: null };
  },
};

/**
 * The installable app (docs/offline.md): a web app manifest and a Workbox service worker that precaches every file of
 * the build (shell, each route chunk, css, fonts, icons), answers navigations with index.html when offline,
 * and never caches /api (answers are per user and must stay fresh); with a base map configured, the imagery last
 * seen is kept within a bound (`mapImagery`). "prompt": a new
 * version waits until the user accepts the toast (web/src/lib/pwa/register-sw.ts registers it after the
 * first paint; no inline script, the CSP forbids them).
 */
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The base map's styles and tiles last seen (docs/map.md, "Offline"): at most 500 files for 30 days, the oldest
 * dropped first and everything when the device runs short, so the map shows its imagery without signal where
 * the user last looked. Only the configured hosts (a RegExp: the service worker is written out as text).
 */
const mapImagery = map.hosts.length
  ? [
      {
        urlPattern: new RegExp(`^(${map.hosts.map(escapeRegExp).join("|")})/`),
        handler: "StaleWhileRevalidate" as const,
        options: {
          cacheName: "map-imagery",
          expiration: { maxEntries: 500, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ]
  : [];

const pwa = VitePWA({
  registerType: "prompt",
  injectRegister: false,
  manifestFilename: "manifest.webmanifest",
  includeAssets: ["favicon.svg", "icons/apple-touch-icon-180.png"],
  manifest: {
    id: "/",
    name: "Tropero",
    short_name: "Tropero",
    description: "Gestión ganadera para establecimientos: rodeos, lotes, movimientos y stock, también sin señal.",
    lang: "es-AR",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    // --green-700 (the top bar) and --bg (wheat-50) of web/src/styles/global.css.
    theme_color: "#2f6b3a",
    background_color: "#fbf8f1",
    categories: ["business", "productivity"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // mjs: the map's MapLibre worker (docs/map.md), so the map opens without signal.
    globPatterns: ["**/*.{js,mjs,css,html,svg,png,ico,woff,woff2,webmanifest}"],
    // Vite's own build manifest is for `npm run size`, not for the browser.
    globIgnores: [".vite/**"],
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    // The first install controls the open page at once (offline-ready without a reload); later versions
    // wait for "Actualizar" (no skipWaiting), so a page never runs chunks of two builds.
    clientsClaim: true,
    runtimeCaching: mapImagery,
  },
});

const BOOT_SOURCE = path.resolve(import.meta.dirname, "web/src/boot.ts");
/** The app's page: its entry chunk is named after it (its script, web/src/main.tsx, is the HTML's). */
const APP_PAGE = path.resolve(import.meta.dirname, "web/index.html");
/** web/src/boot.ts and what it imports: dependency-free modules, shared with the app's entry. */
const BOOT_MODULES =
  /(web[\\/]src[\\/](boot|lib[\\/]api[\\/](jwt|early-requests)|lib[\\/]session[\\/]storage-keys)|worker[\\/]shared[\\/]d1-bookmark)\.ts$/;
const FIRST_SCREEN = "first-screen";
/** The map screen's page and its MapLibre canvas, which boot preloads for a visit that opens on /mapa. */
const MAP_SCREEN = [
  /web[\\/]src[\\/]features[\\/]map[\\/]map-page\.tsx$/,
  /web[\\/]src[\\/]features[\\/]map[\\/]map-canvas\.tsx$/,
];
/** Modules the entry imports lazily that a signed-in first screen always asks for (page-data, snapshots). */
const FIRST_SCREEN_LAZY = [
  /web[\\/]src[\\/]app[\\/]page-data\.ts$/,
  /web[\\/]src[\\/]lib[\\/]offline[\\/]snapshots-session\.ts$/,
];

/**
 * Both pages get the boot script (async: it runs as soon as it is here, before the page's own code) with its
 * imports preloaded. index.html also lists, in a meta tag, the files of its first screen: the shell with the
 * dashboard, which boot preloads for a signed-in visit; and in another the map screen's (MAP_SCREEN), which
 * boot adds for a visit that opens on /mapa. log-in.html, the log-in page's own entry (web/src/log-in/main.tsx), lists the app's first screen instead,
 * which it prefetches while the visitor types (web/src/log-in/prefetch-app.ts).
 */
const bootScript: Plugin = {
  name: "tropero-boot-script",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(_html, ctx) {
      const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === "chunk");
      const boot = chunks.find((c) => c.isEntry && c.facadeModuleId === BOOT_SOURCE);
      const app = chunks.find((c) => c.isEntry && c.facadeModuleId === APP_PAGE);
      const page = ctx.chunk;
      if (!boot || !app || !page) throw new Error("vite.config.ts: the boot, app or page entry chunk is missing");
      const loadedAtStart = new Set([page.fileName, ...page.imports]);
      /** A chunk's files the page's entry does not load already: its JavaScript, its imports and its CSS. */
      const filesOf = (chunk: (typeof chunks)[number]) => [
        chunk.fileName,
        ...chunk.imports.filter((f) => !loadedAtStart.has(f)),
        ...(chunk.viteMetadata?.importedCss ?? []),
      ];
      /** A lazily imported module's chunk (the entry imports it with import()). */
      const lazyChunk = (module: RegExp) => {
        const chunk = chunks.find((c) => c.facadeModuleId && module.test(c.facadeModuleId));
        if (!chunk) throw new Error(`vite.config.ts: no chunk for ${module} in the build`);
        return chunk;
      };
      const meta = (name: string, files: string[]) => ({
        tag: "meta",
        attrs: { name: `tropero-${name}`, content: [...new Set(files)].map((f) => `/${f}`).join(" ") },
        injectTo: "head" as const,
      });
      /** A screen's files, with the small lazy chunks its first render asks for one after the other. */
      const screenFiles = (name: string, alsoLazy: RegExp[] = []) => {
        const chunk = chunks.find((c) => c.name === name);
        if (!chunk) throw new Error(`vite.config.ts: the ${name} chunk is missing from the build`);
        return [...filesOf(chunk), ...alsoLazy.flatMap((m) => filesOf(lazyChunk(m)))];
      };
      // With the loaders' queries and the offline copies' restore, which the entry imports lazily.
      const firstScreen = screenFiles(FIRST_SCREEN, FIRST_SCREEN_LAZY);
      const screens =
        page === app
          ? [
              meta(FIRST_SCREEN, firstScreen),
              meta(
                "map-screen",
                MAP_SCREEN.flatMap((m) => filesOf(lazyChunk(m))),
              ),
            ]
          : [meta("after-log-in", [...filesOf(app), ...firstScreen])];
      return [
        ...screens,
        // Boot's imports, unless the page's entry already preloads them.
        ...boot.imports
          .filter((f) => !loadedAtStart.has(f))
          .map((f) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${f}` },
            injectTo: "head" as const,
          })),
        {
          tag: "script",
          attrs: { type: "module", async: true, crossorigin: true, src: `/${boot.fileName}` },
          injectTo: "head-prepend",
        },
      ];
    },
  },
};

/** The log-in page (its HTML imports its entry module and Vite's module preload polyfill). */
const LOG_IN_HTML = path.resolve(import.meta.dirname, "web/log-in.html");
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const LOG_IN_ENTRY = path.resolve(import.meta.dirname, "web/src/log-in/main.tsx");
/** The log-in page and its entry module: their own entry chunk, not the app's start. */
const LOG_IN_PAGE = /web[\\/](log-in\.html|src[\\/]log-in[\\/]main\.tsx)$/;
const closures = new WeakMap<object, Set<string>>();

/** The modules a page imports statically, transitively (the page's HTML module left out). */
function staticClosure(page: string, ctx: ChunkingContext): Set<string> {
  const info = ctx.getModuleInfo(page);
  if (!info) return new Set();
  let closure = closures.get(info);
  if (!closure) {
    const seen = new Set<string>();
    const visit = (module: string) => {
      if (seen.has(module)) return;
      seen.add(module);
      for (const next of ctx.getModuleInfo(module)?.importedIds ?? []) visit(next);
    };
    visit(page);
    seen.delete(page);
    closures.set(info, (closure = seen));
  }
  return closure;
}

/** Of the log-in page's modules (its entry module aside): whether the app's entry loads it too. */
function logInModule(id: string, ctx: ChunkingContext, shared: boolean): boolean {
  if (id === LOG_IN_ENTRY || !staticClosure(LOG_IN_HTML, ctx).has(id)) return false;
  return staticClosure(APP_PAGE, ctx).has(id) === shared;
}

/** The app shell and the dashboard: the signed-in first screen's chunk. */
const FIRST_SCREEN_MODULES = /web[\\/]src[\\/](app[\\/]shell|features[\\/]dashboard)[\\/]/;
/**
 * The first steps' dialogs, a chunk of their own (the card imports them lazily). The card itself (~2.5 KB) is
 * in the first screen: a new ranch's dashboard would otherwise wait one more round trip for it.
 */
const FIRST_STEPS_CHUNK = /web[\\/]src[\\/]features[\\/]dashboard[\\/]first-step-dialog/;

const workerPort = process.env.WORKER_PORT ?? "8787";

export default defineConfig({
  root: "web",
  plugins: [react(), assetHeaders, chunkModules, bootScript, sonnerWithoutInlineStyle, pwa],
  resolve: { alias: { "@shared": path.resolve(import.meta.dirname, "worker/shared") } },
  define: {
    "import.meta.env.MAP_STYLE_URL": JSON.stringify(map.styleUrl ?? ""),
    "import.meta.env.MAP_SATELLITE_STYLE_URL": JSON.stringify(map.satelliteStyleUrl ?? ""),
  },
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      input: {
        index: APP_PAGE,
        "log-in": path.resolve(import.meta.dirname, "web/log-in.html"),
        boot: BOOT_SOURCE,
      },
      // A feature's public entry only re-exports (docs/client-rules.md, "Feature folders"): what an importer
      // does not use of it stays out of the importer's chunk, as if it had named the module itself.
      treeshake: {
        moduleSideEffects: (id) => (/\/web\/src\/features\/[^/]+\/index\.ts$/.test(id) ? false : undefined),
      },
      output: {
        // Few requests before the first screen (docs/spa-data.md, "The first screen"): slow mobile links
        // pay a round trip per file. React, with the few modules the log-in page shares with the app, is one
        // chunk (~75 KB gzip); everything else the app's entry needs at start is one chunk; the app shell and
        // the dashboard with everything they need beyond the entry are another. Other pages keep their own.
        codeSplitting: {
          groups: [
            // Boot's few modules: their own chunk, or boot would wait for the whole entry. First: a group takes
            // its modules' imports too, unless a group above took them.
            { name: "boot-shared", test: (id) => BOOT_MODULES.test(id) && id !== BOOT_SOURCE, priority: 4 },
            // React, with what the log-in page shares with the app: both pages load it, a request fewer each.
            {
              name: (id, ctx) => (REACT.test(id) || logInModule(id, ctx, true) ? "react" : null),
              debugName: "react",
              priority: 3,
            },
            // What only the log-in page's own entry imports: above `start`, or the log-in page would load the
            // app's whole start.
            {
              name: (id, ctx) => (logInModule(id, ctx, false) ? "log-in-screen" : null),
              debugName: "log-in-screen",
              priority: 2.5,
            },
            {
              name: "start",
              tags: ["$initial"],
              test: (id) => !BOOT_MODULES.test(id) && !LOG_IN_PAGE.test(id),
              priority: 2,
            },
            // Used by the public pages too: kept apart so they do not load the first screen.
            { name: "icon", test: /web[\\/]src[\\/]components[\\/]icon/, priority: 2 },
            // Less the first steps' card and dialog: a new ranch's only, loaded by their slot (docs/first-steps.md).
            {
              name: FIRST_SCREEN,
              test: (id) => FIRST_SCREEN_MODULES.test(id) && !FIRST_STEPS_CHUNK.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: `http://127.0.0.1:${workerPort}`, ws: true, changeOrigin: false },
    },
  },
});
