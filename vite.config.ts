// Vite builds the SPA from web/ into dist/, which the worker serves as static assets.
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const workerPort = process.env.WORKER_PORT ?? "8787";

export default defineConfig({
  root: "web",
  plugins: [react()],
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
