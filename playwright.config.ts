// End-to-end tests in a real Chromium against the built worker with a fresh, seeded local D1.
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);
/** ARCA's stand-in for this run and the secrets file it writes for the worker (tests/e2e/invoice-arca.spec.ts). */
const standinPort = port + 100;
const arcaEnvFile = `.wrangler/arca-standin-${port}.env`;
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium where present (no browser downloads on these machines).
      executablePath: systemChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // Started in order: ARCA's stand-in first (docs/arca.md, Tests), whose secrets file the worker then reads.
  webServer: [
    {
      command: `npx tsx tests/arca-standin/serve.ts --port ${standinPort} --env-out ${arcaEnvFile}`,
      url: `http://127.0.0.1:${standinPort}/__calls`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `npx tsx worker/scripts/start.ts --no-build --fresh --port ${port} --persist-to .wrangler/e2e-${port} --env-file ${arcaEnvFile}`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
