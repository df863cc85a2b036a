// Steps of the live-sync end-to-end tests: log in on any base URL, record a purchase through the
// form, and a private app server (own free port and D1 folder) that the test can restart.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "tropero123";
export const OWNER = "propietario@tropero.app";
export const MEMBER = "usuario@tropero.app";

export async function logInAt(page: Page, base: string, email: string) {
  await page.goto(`${base}/log-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByText("Sesión iniciada correctamente")).toBeVisible();
}

/** Opens the movement log through the app's own navigation (no page load afterwards). */
export async function openLog(page: Page, base: string) {
  await page.goto(`${base}/data`);
  await expect(page.getByRole("heading", { level: 1, name: "Registros" })).toBeVisible();
  // A flag a reload would wipe: the test checks it is still there at the end.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}

export const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** Records a purchase of `count` Vaca in the first rodeo with `detail`, through the form. */
export async function recordPurchase(page: Page, detail: string, count = 3) {
  await page.getByRole("button", { name: "Registrar movimiento" }).first().click();
  await page.getByRole("button", { name: "Compra de animales", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Compra de animales" });
  const rodeo = form.getByLabel("Rodeo", { exact: true });
  const firstRodeo = await rodeo.locator("option:not([value=''])").first().getAttribute("value");
  await rodeo.selectOption(firstRodeo!);
  await form.getByLabel("Categoría").selectOption("Vaca");
  await form.getByLabel("Cantidad").fill(String(count));
  await form.getByLabel("Detalle").fill(detail);
  const saved = page.waitForResponse((r) => /\/api\/movement\/(load-buy|purchase)\//.test(r.url()));
  await form.getByRole("button", { name: "Registrar" }).click();
  const response = await saved;
  expect(response.ok()).toBe(true);
  return response;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The app (built SPA + API) on `port` with its own D1 folder; `fresh` wipes that folder first. */
export class AppServer {
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly persistTo: string,
  ) {}

  get base() {
    return `http://localhost:${this.port}`;
  }

  async start(fresh: boolean) {
    const args = ["tsx", "worker/scripts/start.ts", "--no-build", "--port", String(this.port)];
    args.push("--persist-to", this.persistTo, ...(fresh ? ["--fresh"] : []));
    // A local handle: stop() may clear this.child while this loop still waits (a timed-out beforeAll).
    const child = spawn("npx", args, { stdio: "ignore", detached: true });
    this.child = child;
    // A detached server outlives a worker that Playwright tears down after a timeout: kill it on exit.
    process.once("exit", () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error("the app server exited while starting");
      if (Date.now() > deadline) throw new Error("the app server did not start");
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** Deletes the server's D1 folder (after stop). */
  removeData() {
    rmSync(this.persistTo, { recursive: true, force: true });
  }

  /** Kills the whole process group (npx, wrangler, workerd) and waits until it is gone and the port closed. */
  async stop() {
    const child = this.child;
    this.child = null;
    if (!child?.pid || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    // Every process of the group (workerd included) must be gone before a new server opens the same
    // D1 files: a dying workerd still holding them can keep the new server's first queries waiting.
    for (let i = 0; i < 100; i++) {
      try {
        process.kill(-child.pid, 0);
      } catch {
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    for (let i = 0; i < 40; i++) {
      try {
        await fetch(`${this.base}/api/health`);
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
