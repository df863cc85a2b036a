// Vite builds the SPA from web/ into dist/, which the worker serves as static assets.
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { assetHeadersFile } from "./worker/lib/security-headers";

/** dist/_headers (security and cache headers of the static assets), from the worker's own constants. */
const assetHeaders: Plugin = {
  name: "tropero-asset-headers",
  apply: "build",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: "_headers", source: assetHeadersFile() });
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
 * The installable app (issue #16): a web app manifest and a Workbox service worker that precaches every file of
 * the build (shell, each route chunk, css, fonts, icons), answers navigations with index.html when offline,
 * and never caches /api (no runtimeCaching: answers are per user and must stay fresh). "prompt": a new
 * version waits until the user accepts the toast (web/src/lib/pwa/register-sw.ts registers it after the
 * first paint; no inline script, the CSP forbids them).
 */
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
    globPatterns: ["**/*.{js,css,html,svg,png,ico,woff,woff2,webmanifest}"],
    // Vite's own build manifest is for `npm run size`, not for the browser.
    globIgnores: [".vite/**"],
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    // The first install controls the open page at once (offline-ready without a reload); later versions
    // wait for "Actualizar" (no skipWaiting), so a page never runs chunks of two builds.
    clientsClaim: true,
  },
});

const workerPort = process.env.WORKER_PORT ?? "8787";

export default defineConfig({
  root: "web",
  plugins: [react(), assetHeaders, sonnerWithoutInlineStyle, pwa],
  resolve: { alias: { "@shared": path.resolve(import.meta.dirname, "worker/shared") } },
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React alone is ~60 KB gzip: its own long-cached chunk keeps every chunk under 100 KB.
        codeSplitting: { groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
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
