// SPA unit and component tests: jsdom + Testing Library.
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@shared": path.resolve(import.meta.dirname, "worker/shared") } },
  test: {
    include: ["tests/web/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./tests/web/setup.ts"],
    restoreMocks: true,
  },
});
