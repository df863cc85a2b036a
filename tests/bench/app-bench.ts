// Shared by the benches that open the built SPA in a browser (offline.ts, map.ts; docs/performance.md): a
// private worker serving dist/ with Debian's Chromium, a fresh account, and a page signed in on an organization.
import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { call, launchServer, prepareServer, type Server } from "./live-support";

/**
 * Runs a bench script's `body` against a worker on `port` (its own data in `persistTo`) serving the built SPA,
 * with a browser to open it; both are stopped at the end, and a failure sets the exit code.
 */
export function runAppBench(
  port: number,
  persistTo: string,
  body: (server: Server, browser: Browser) => Promise<void>,
) {
  const run = async () => {
    const { server, browser } = await startAppBench(port, persistTo);
    try {
      await body(server, browser);
    } finally {
      await browser.close();
      await server.stop();
    }
  };
  run().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}

async function startAppBench(port: number, persistTo: string): Promise<{ server: Server; browser: Browser }> {
  if (!existsSync("dist/index.html")) throw new Error("Run `npm run build` first: the bench serves dist/");
  await prepareServer(persistTo);
  cpSync("dist", join(persistTo, "assets"), { recursive: true });
  const server = await launchServer(port, persistTo);
  const browser = await chromium.launch({
    executablePath: ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p)),
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  return { server, browser };
}

export interface BenchAccount {
  token: string;
  refresh_token: string;
}

/** A new account, `prefix` naming its email. */
export const signUp = (base: string, prefix: string) =>
  call<BenchAccount>(base, "POST", "/auth/sign-up", undefined, {
    email: `${prefix}-${Date.now().toString(36)}@example.com`,
    password: "campo123",
    first_name: "Bench",
    last_name: "Tropero",
  });

/**
 * Stores the account's tokens and `orgId` as the app does after log-in, on the page at `base`. Written on the
 * favicon, a page of the origin that runs no script: written on /log-in, whose code sends a signed-in visitor to
 * the dashboard, that trip sometimes overtook the bench's own navigation (the page then never showed).
 */
export async function storeSession(page: Page, base: string, account: BenchAccount, orgId: number) {
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(
    ([t, r, o]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("refreshToken", r);
      localStorage.setItem("organizationSelect", JSON.stringify(o));
    },
    [account.token, account.refresh_token, orgId] as const,
  );
}
