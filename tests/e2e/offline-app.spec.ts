// The installable app without signal (docs/offline.md): the manifest is linked and valid, the service worker
// takes control, and with the connection cut a reload still opens the app from the service worker, with
// the demo ranch's last synchronised lots and the "sin conexión" notice, and another route chunk renders.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { PHONE } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: PHONE, serviceWorkers: "allow" });

interface WebManifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Resolves once a service worker controls the page (the first install claims it: clientsClaim). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** The records in IndexedDB's snapshots store (lists and the session copy kept for offline use). */
const snapshotCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("tropero-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction("snapshots").objectStore("snapshots").count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );

test("the manifest is linked, valid and served fresh; sw.js is never immutable", async ({ page, request }) => {
  await page.goto("/log-in");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/manifest+json");
  expect(res.headers()["cache-control"]).toBe("no-cache");
  const manifest = (await res.json()) as WebManifest;
  expect(manifest).toMatchObject({
    name: "Tropero",
    short_name: "Tropero",
    lang: "es-AR",
    start_url: "/",
    scope: "/",
    display: "standalone",
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? "any"}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()["content-type"], icon.src).toBe("image/png");
    const side = Number(icon.sizes.split("x")[0]);
    const bytes = await png.body();
    // PNG signature, then IHDR's width and height.
    expect(bytes.subarray(1, 4).toString("latin1"), icon.src).toBe("PNG");
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([side, side]);
  }
  const sw = await request.get("/sw.js");
  expect(sw.status()).toBe(200);
  expect(sw.headers()["content-type"]).toContain("javascript");
  expect(sw.headers()["cache-control"]).toBe("no-cache");
  // No API answer is ever cached by the worker: no runtime route for /api, and navigations to /api are not the SPA.
  const swText = await sw.text();
  expect(swText).toContain("denylist");
  expect(swText).not.toMatch(/registerRoute\([^)]*api/);
});

test("Chromium finds the app installable: no installability error (the check of Lighthouse's old PWA audit)", async ({
  playwright,
  baseURL,
}, testInfo) => {
  // A regular profile: Playwright's default contexts are incognito-like, where nothing is installable.
  const profile = await mkdtemp(join(tmpdir(), "tropero-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    viewport: PHONE,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send("Page.getAppManifest");
    expect(url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("without signal the app opens from the service worker with the last synchronised data", async ({
  page,
  context,
}) => {
  await logIn(page, DEMO.owner);
  await page.goto("/lots");
  await expect(page.getByRole("heading", { level: 1, name: "Lotes" })).toBeVisible();
  const list = page.getByRole("list", { name: "Lotes en el orden del establecimiento" });
  await expect(list).toBeVisible();
  const lotNames = await list.getByRole("heading", { level: 2 }).allTextContents();
  expect(lotNames.length).toBeGreaterThan(0);
  await page.goto("/stock");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.goto("/lots");
  await expect(list).toBeVisible();
  await waitForServiceWorker(page);
  // The snapshots are written after each successful answer: give IndexedDB its moment.
  await expect.poll(() => snapshotCount(page)).toBeGreaterThan(1);

  await context.setOffline(true);
  const res = await page.reload();
  expect(res?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: "Lotes" })).toBeVisible();
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(lotNames);
  const notice = page.getByRole("status").filter({ hasText: "Sin conexión" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/datos (guardados|actualizados) (hace|recién)/i);
  // The service worker keeps no API answer: offline, /api fails instead of answering from a cache.
  expect(
    await page.evaluate(() =>
      fetch("/api/health").then(
        (r) => r.status,
        () => "failed",
      ),
    ),
  ).toBe("failed");
  // Still logged in: the stored user and organizations were kept.
  await expect(page).toHaveURL(/\/lots$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();

  // Other route chunks come from the precache: the stock screen (with its own snapshot) and one never
  // opened before, whose page frame renders even though its data cannot load.
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await nav.getByRole("link", { name: "Stock de insumos", exact: true }).click();
  await expect(page).toHaveURL(/\/stock$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Sin conexión" })).toBeVisible();
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await nav.getByRole("link", { name: "Tareas", exact: true }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tareas" })).toBeVisible();

  // Back online the notice goes; the log-out leaves nothing of this user's data on the device.
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "Sin conexión" })).toHaveCount(0);
  await page.getByRole("button", { name: /Menú de usuario/ }).click();
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/log-in$/);
  await expect.poll(() => snapshotCount(page)).toBe(0);
});
