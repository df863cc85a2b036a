// Worker tests run inside workerd (Cloudflare's vitest integration) with real local D1,
// R2 and Durable Objects; migrations are applied by tests/worker/setup.ts.
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            JWT_SECRET: "test-secret-for-vitest-only-0123456789",
            APP_ORIGIN: "http://tropero.test",
            // Locally from .dev.vars (worker/scripts/wrangler.ts); never in wrangler.toml [vars].
            ALLOWED_DEV_ORIGINS: "http://localhost:5173,http://127.0.0.1:5173",
            // Meta's webhook (tests/worker/whatsapp-*.test.ts sign with this secret); locally from .dev.vars.
            WHATSAPP_APP_SECRET: "test-whatsapp-app-secret",
            WHATSAPP_VERIFY_TOKEN: "test-whatsapp-verify-token",
          },
        },
      }),
    ],
    test: {
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["./tests/worker/setup.ts"],
      // The ARCA stand-in (docs/arca.md, Tests): a Node server the tests reach at 127.0.0.1, given by inject().
      globalSetup: ["./tests/arca-standin/global-setup.ts"],
      testTimeout: 30_000,
    },
  };
});
