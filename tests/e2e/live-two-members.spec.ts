// Two members side by side, each on the list screen of a resource while the other writes it: a movement
// (through the form), a lot, a rodeo's rename, a supply load, a task, a note and a draft invoice appear on
// the other's open screen without a reload (one log-in and one socket per member for the whole file).
// Then, without signal, a reload of screens the offline spec does not reload (the dashboard, the log, the
// stock, the tasks) still shows their last synchronised
// data. Every record made here is deleted again.
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { callApi, figure, storedAuth } from "./herd-helpers";
import { DEMO_PASSWORD, MEMBER, notReloaded, OWNER } from "./live-helpers";

const DESKTOP = { width: 1280, height: 800 };
const suffix = () => Date.now().toString(36).slice(-6);
const todayBA = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Argentina/Buenos_Aires" });

interface Session {
  context: BrowserContext;
  page: Page;
  token: string;
  orgId: number;
}

/**
 * Logs in through the form and waits for the dashboard ("Inicio"), not for the log-in toast: that toast is
 * passed to `mutate` and never fires once the session's redirect has unmounted the log-in page.
 */
async function logInAt(page: Page, base: string, email: string) {
  await page.goto(`${base}/log-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inicio" })).toBeVisible();
}

/**
 * A member logged in on a fresh context whose live socket has joined the organization's room; the
 * no-reload flag is set once, so every test checks that the page was never loaded again since.
 */
async function member(browser: Browser, base: string, email: string): Promise<Session> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
  });
  const page = await context.newPage();
  // The room has the socket once the client's join frame (sent on open) goes out.
  const joined = page
    .waitForEvent("websocket", { predicate: (ws) => ws.url().includes("/api/events"), timeout: 30_000 })
    .then((ws) => ws.waitForEvent("framesent", { predicate: (f) => String(f.payload).includes('"join"') }));
  await logInAt(page, base, email);
  await joined;
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  return { context, page, ...(await storedAuth(page)) };
}

/** Opens a section through the app's own navigation (a client-side route change: no page load). */
async function openSection(page: Page, link: string, heading: string) {
  const menu = page.getByRole("button", { name: "Abrir menú" });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole("navigation", { name: "Navegación principal" })
    .getByRole("link", { name: link, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

test.describe("two members side by side", () => {
  // One writer (the owner), the plain user watching the screens plain users see, and a second owner
  // session watching Facturación (plain users see no money).
  let writer: Session;
  let watcher: Session;
  let ownerWatcher: Session;

  test.beforeAll(async ({ browser, baseURL }) => {
    [writer, watcher, ownerWatcher] = await Promise.all([
      member(browser, baseURL!, OWNER),
      member(browser, baseURL!, MEMBER),
      member(browser, baseURL!, OWNER),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([writer?.context.close(), watcher?.context.close(), ownerWatcher?.context.close()]);
  });

  test.afterEach(async () => {
    expect(await notReloaded(watcher.page)).toBe(true);
    expect(await notReloaded(ownerWatcher.page)).toBe(true);
  });

  const api = <T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown) =>
    callApi<T>(writer.page.request, writer.token, method, path, body);

  test("a rain recorded through the form shows in the other member's open log", async () => {
    const detail = `Lluvia en vivo ${suffix()}`;
    await openSection(watcher.page, "Registros", "Registros");
    const log = watcher.page.getByText(detail);
    await expect(log).toHaveCount(0);

    await openSection(writer.page, "Registros", "Registros");
    await writer.page.getByRole("button", { name: "Registrar movimiento" }).first().click();
    await writer.page.getByRole("button", { name: "Registro de lluvia", exact: true }).click();
    const form = writer.page.getByRole("dialog", { name: "Registro de lluvia" });
    await form.getByLabel("Milímetros").fill("23");
    await form.getByLabel("Detalle").fill(detail);
    const saved = writer.page.waitForResponse((r) => /\/api\/movement\/(weather\/rain|load-rain)\//.test(r.url()));
    await form.getByRole("button", { name: "Registrar" }).click();
    const response = await saved;
    expect(response.ok()).toBe(true);
    const { movement } = (await response.json()) as { movement: { id: number } };
    try {
      await expect(log).toBeVisible();
      await expect(log).toHaveCount(1);
      await expect(watcher.page.locator(".mv-row").filter({ hasText: detail })).toContainText("23 mm");
    } finally {
      await api("DELETE", `/movement/delete/${writer.orgId}/${movement.id}`);
    }
    await expect(log).toHaveCount(0);
  });

  test("a lot created by the owner shows in the other member's open lots list", async () => {
    const name = `Lote en vivo ${suffix()}`;
    await openSection(watcher.page, "Lotes", "Lotes");
    const list = watcher.page.getByRole("list", { name: "Lotes en el orden del establecimiento" });
    await expect(list).toBeVisible();
    await expect(list.getByRole("heading", { level: 2, name })).toHaveCount(0);

    const { lot } = await api<{ lot: { id: number } }>("POST", `/lot/create/${writer.orgId}`, { name, hectares: 42 });
    try {
      await expect(list.getByRole("heading", { level: 2, name })).toBeVisible();
    } finally {
      await api("DELETE", `/lot/delete/${writer.orgId}/${lot.id}`);
    }
    await expect(list.getByRole("heading", { level: 2, name })).toHaveCount(0);
  });

  test("a rodeo renamed by the owner changes its name on the other member's open rodeos list", async () => {
    const id = suffix();
    const before = `Rodeo en vivo ${id}`;
    const after = `Rodeo renombrado ${id}`;
    await openSection(watcher.page, "Rodeos", "Rodeos");
    const list = watcher.page.getByRole("list", { name: "Rodeos", exact: true });
    await expect(list).toBeVisible();
    const card = (name: string) => list.getByRole("heading", { level: 2, name, exact: true });

    const { rodeo } = await api<{ rodeo: { id: number } }>("POST", `/rodeo/${writer.orgId}`, {
      name: before,
      lot_id: null,
    });
    try {
      await expect(card(before)).toBeVisible();
      await api("PUT", `/rodeo/${writer.orgId}/${rodeo.id}`, { name: after });
      await expect(card(after)).toBeVisible();
      await expect(card(before)).toHaveCount(0);
    } finally {
      await api("DELETE", `/rodeo/${writer.orgId}/${rodeo.id}`);
    }
    await expect(card(after)).toHaveCount(0);
  });

  test("a supply load shows in the other member's open stock, and a second load raises its quantity", async () => {
    const name = `Rollos en vivo ${suffix()}`;
    await openSection(watcher.page, "Stock de insumos", "Stock de insumos");
    const table = watcher.page.getByRole("table", { name: "Insumos" });
    await expect(table).toBeVisible();
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(0);

    const first = await api<{ assets: Array<{ id: number }> }>("POST", `/asset/${writer.orgId}/batch`, {
      items: [{ name, kind: "alimento", unit: "rollos", quantity: 12, unit_cost: 1000 }],
    });
    const assetId = first.assets[0]!.id;
    try {
      await expect(row).toContainText("12 rollos");
      await api("POST", `/asset/${writer.orgId}/batch`, { items: [{ asset_id: assetId, quantity: 8 }] });
      await expect(row).toContainText("20 rollos");
    } finally {
      await api("DELETE", `/asset/${writer.orgId}/${assetId}`);
    }
    await expect(row).toHaveCount(0);
  });

  test("a task created by the owner shows in the other member's open task list", async () => {
    const title = `Tarea en vivo ${suffix()}`;
    await openSection(watcher.page, "Tareas", "Tareas");
    await watcher.page.getByRole("tab", { name: "Todas" }).click();
    const list = watcher.page.getByRole("list", { name: "Tareas: Todas" });
    await expect(list).toBeVisible();
    const row = list.getByRole("listitem").filter({ hasText: title });
    await expect(row).toHaveCount(0);

    const { task } = await api<{ task: { id: number } }>("POST", `/task/${writer.orgId}`, { title });
    try {
      await expect(row).toBeVisible();
    } finally {
      await api("DELETE", `/task/${writer.orgId}/${task.id}`);
    }
    await expect(row).toHaveCount(0);
  });

  test("a note written by the owner shows in the other member's open notes", async () => {
    const title = `Nota en vivo ${suffix()}`;
    await openSection(watcher.page, "Notas", "Notas");
    await expect(watcher.page.getByRole("list", { name: "Notas del establecimiento" })).toBeVisible();
    const card = watcher.page.getByRole("article", { name: title });
    await expect(card).toHaveCount(0);

    const { note } = await api<{ note: { id: number } }>("POST", `/note/create/${writer.orgId}`, {
      title,
      body: "Se cortó el alambre del fondo.",
    });
    try {
      await expect(card).toBeVisible();
      await expect(card).toContainText("Se cortó el alambre del fondo.");
    } finally {
      await api("DELETE", `/note/delete/${note.id}`);
    }
    await expect(card).toHaveCount(0);
  });

  test("a draft invoice saved by one owner shows in the other owner's open Facturación", async () => {
    const customer = `Consignataria en vivo ${suffix()}`;
    await openSection(ownerWatcher.page, "Facturación", "Facturación");
    const list = ownerWatcher.page.getByRole("list", { name: "Facturas" });
    await expect(list).toBeVisible();
    const item = list.getByRole("listitem").filter({ hasText: customer });
    await expect(item).toHaveCount(0);

    const { invoice } = await api<{ invoice: { id: number } }>("POST", `/invoice/${writer.orgId}`, {
      type: "B",
      point_of_sale: 1,
      date: todayBA(),
      customer_name: customer,
      customer_cuit: "30-50001091-2",
      customer_iva_condition: "consumidor_final",
      lines: [{ description: "Flete de hacienda", quantity: 1, unit: "unidad", unit_price: 150000, iva_rate: 21 }],
    });
    try {
      await expect(item).toBeVisible();
      await expect(item).toContainText("Borrador");
    } finally {
      await api("DELETE", `/invoice/${writer.orgId}/${invoice.id}`);
    }
    await expect(item).toHaveCount(0);
  });
});

test.describe("reloading without signal", () => {
  test.use({ viewport: DESKTOP, serviceWorkers: "allow" });

  /** Resolves once a service worker controls the page (the first install claims it). */
  async function waitForServiceWorker(page: Page) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
      );
    });
  }

  /** The keys of IndexedDB's snapshots store (what a reload without signal can show). */
  const snapshotKeys = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open("tropero-offline");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const keys = open.result.transaction("snapshots").objectStore("snapshots").getAllKeys();
            keys.onsuccess = () => {
              resolve(keys.result.map(String));
              open.result.close();
            };
          };
        }),
    );

  const offlineNotice = (page: Page) => page.getByRole("status").filter({ hasText: "Sin conexión" });

  /** Waits until IndexedDB keeps the answer of every query key holding one of `kept` (e.g. "movement-log"). */
  async function snapshotsKept(page: Page, ...kept: string[]) {
    for (const key of kept) {
      await expect
        .poll(async () => (await snapshotKeys(page)).some((k) => k.includes(`,${key}`)), { message: `snapshot ${key}` })
        .toBe(true);
    }
  }

  /** Cuts the connection and reloads: the page comes from the service worker and says it has no signal. */
  async function reloadOffline(page: Page, context: BrowserContext) {
    await context.setOffline(true);
    const res = await page.reload();
    expect(res?.fromServiceWorker()).toBe(true);
    await expect(offlineNotice(page)).toBeVisible();
  }

  async function backOnline(page: Page, context: BrowserContext) {
    await context.setOffline(false);
    await expect(offlineNotice(page)).toHaveCount(0);
  }

  test("the dashboard, the log and the stock show their last data after a reload offline", async ({
    page,
    context,
    baseURL,
  }) => {
    await logInAt(page, baseURL!, OWNER);
    await waitForServiceWorker(page);

    // The dashboard: its herd figures and last movements (the summary's snapshot).
    await page.goto("/");
    const herd = page.getByRole("region", { name: "Hacienda" });
    await expect(figure(herd, "Cabezas totales")).toHaveText(/^\d/);
    const head = (await figure(herd, "Cabezas totales").textContent())!;
    const last = page.getByRole("list", { name: "Últimos movimientos" }).getByRole("listitem");
    await expect(last.first()).toBeVisible();
    const lastMovements = await last.allTextContents();
    await snapshotsKept(page, '"dashboard"]');
    await reloadOffline(page, context);
    await expect(figure(herd, "Cabezas totales")).toHaveText(head);
    await expect(last).toHaveText(lastMovements);
    await backOnline(page, context);

    // The log: its first rows.
    await page.goto("/data");
    await expect(page.getByRole("heading", { level: 1, name: "Registros" })).toBeVisible();
    const rows = page.getByRole("list", { name: "Registros", exact: true }).locator(".mv-row");
    await expect(rows.first()).toBeVisible();
    const logRows = await rows.allTextContents();
    // The rows name their rodeos from the rodeos list: its snapshot too, or a reload may come before it is kept.
    await snapshotsKept(page, '"movement-log"]', '"rodeos"]');
    await reloadOffline(page, context);
    await expect(rows).toHaveText(logRows);
    await backOnline(page, context);

    // The stock: every supply's row.
    await page.goto("/stock");
    const supplies = page.getByRole("table", { name: "Insumos" }).locator("tbody tr");
    await expect(supplies.first()).toBeVisible();
    const supplyRows = await supplies.allTextContents();
    await snapshotsKept(page, '"assets","list"]');
    await reloadOffline(page, context);
    await expect(supplies).toHaveText(supplyRows);
    await backOnline(page, context);
  });

  test("the tasks show their last data after a reload offline", async ({ page, context, baseURL }) => {
    await logInAt(page, baseURL!, OWNER);
    await waitForServiceWorker(page);

    // The whole organization's list.
    await page.goto("/tasks");
    await expect(page.getByRole("heading", { level: 1, name: "Tareas" })).toBeVisible();
    await page.getByRole("tab", { name: "Todas" }).click();
    const tasks = page.getByRole("list", { name: "Tareas: Todas" }).getByRole("listitem");
    await expect(tasks.first()).toBeVisible();
    // The "Todas" list's own copy (its filters are empty). Read the rows after it: until the list arrives the
    // tab keeps showing the previous tab's rows.
    // The rows name their lots and rodeos from those lists: their copies too, or a reload may show no names.
    await snapshotsKept(page, '"tasks","list",{}]', '"lots"]', '"rodeos"]');
    const taskRows = await tasks.allTextContents();
    await reloadOffline(page, context);
    await expect(page.getByRole("heading", { level: 1, name: "Tareas" })).toBeVisible();
    await page.getByRole("tab", { name: "Todas" }).click();
    await expect(tasks).toHaveText(taskRows);
    await backOnline(page, context);
  });
});
