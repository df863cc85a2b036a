// Vite builds the SPA from web/ into dist/, which the worker serves as static assets.
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
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

const workerPort = process.env.WORKER_PORT ?? "8787";

export default defineConfig({
  root: "web",
  plugins: [react(), assetHeaders, sonnerWithoutInlineStyle],
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
