// Records without signal (docs/offline.md) on a phone: an owner of a fresh organization records a birth
// and a death offline, reloads offline (the app opens from the service worker and shows both as
// pending), goes online: both reach the server once and a second member sees them live. A sale
// queued offline that the stock no longer covers when it syncs lands in Conflictos with the reason.
import { expect, test, type Page } from "@playwright/test";
import { callApi, PHONE } from "./herd-helpers";
import {
  countOf,
  PASSWORD,
  recordOffline as record,
  setUpOfflineRanch as setUp,
  today,
  warmMovementForms,
  type Stock,
  memberWatchingLog,
} from "./offline-helpers";
import { logIn } from "./shell-helpers";

test.use({ viewport: PHONE, serviceWorkers: "allow" });
test.setTimeout(120_000);

interface Log {
  movements: Array<{ id: number; type: string; detail: string }>;
}

async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  });
}

test("records made without signal survive a reload, reach the server once and show live; a refused one is a conflict", async ({
  browser,
  request,
}) => {
  const { email, token, orgId, rodeoId } = await setUp(request);
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: "allow", locale: "es-AR" });
  const memberContext = await browser.newContext({ viewport: PHONE, locale: "es-AR" });
  try {
    const page = await context.newPage();
    await logIn(page, email, PASSWORD);
    await page.goto("/data");
    await waitForServiceWorker(page);
    await expect(page.getByRole("heading", { level: 1, name: "Registros" })).toBeVisible();

    // The second member watches the log of the same organization.
    const member = await memberWatchingLog(memberContext, orgId);

    // The form's rodeos and categories, loaded once with signal (kept in memory for the offline forms).
    await warmMovementForms(page);

    const tag = Date.now().toString(36);
    // The top bar's dot: green with signal, red without.
    const dot = page.locator(".sync-dot");
    await expect(dot).toHaveCSS("background-color", "rgb(47, 143, 78)");
    await context.setOffline(true);
    await expect(page.getByRole("status", { name: /Sin conexión/ })).toBeVisible();
    await expect(dot).toHaveCSS("background-color", "rgb(179, 38, 30)");
    await record(page, "Nacimiento de animales", rodeoId, "Ternero", 2, `Mellizos ${tag}`);
    await record(page, "Mortandad de animales", rodeoId, "Vaca", 1, `Empaste ${tag}`);
    const pending = page.getByRole("region", { name: "Registros pendientes de sincronizar" });
    await expect(pending.getByText("Pendiente de sincronizar")).toHaveCount(2);

    // Reload with no signal: the service worker opens the app, the queue is still there.
    await page.reload();
    await expect(pending.getByText("Pendiente de sincronizar")).toHaveCount(2);
    await expect(pending).toContainText("Nacimiento de animales");
    await expect(pending).toContainText("Mortandad de animales");
    await expect(page.getByRole("status", { name: /2 registros pendientes/ })).toBeVisible();
    const log = await callApi<Log>(request, token, "GET", `/movement/last-10/${orgId}`);
    expect(log.movements.filter((m) => m.detail.includes(tag))).toHaveLength(0);

    await context.setOffline(false);
    await expect(pending).toBeHidden({ timeout: 20_000 });
    await expect
      .poll(async () => {
        const { movements } = await callApi<Log>(request, token, "GET", `/movement/last-10/${orgId}`);
        return movements
          .filter((m) => m.detail.includes(tag))
          .map((m) => m.type)
          .sort();
      })
      .toEqual(["BIRTH", "DEATH"]);
    const stock = await callApi<Stock>(request, token, "GET", `/rodeo/${orgId}`);
    expect([countOf(stock, "Vaca"), countOf(stock, "Ternero")]).toEqual([9, 6]);
    await expect(member.getByText(`Mellizos ${tag}`)).toBeVisible();
    await expect(member.getByText(`Empaste ${tag}`)).toBeVisible();

    // A sale queued offline; meanwhile deaths recorded elsewhere leave too few cows.
    await context.setOffline(true);
    await record(page, "Venta de animales", rodeoId, "Vaca", 8, `Remate ${tag}`);
    await callApi(request, token, "POST", `/movement/death/${orgId}`, {
      date: today(),
      rodeo_id: rodeoId,
      animals: [{ type: "Vaca", count: 5 }],
    });
    await context.setOffline(false);
    await page.goto("/sync");
    const conflicts = page.getByRole("region", { name: "Conflictos" });
    await expect(conflicts.getByRole("alert")).toContainText("No hay suficientes animales de la categoría Vaca", {
      timeout: 20_000,
    });
    await expect(conflicts).toContainText("Venta de animales");
    await expect(conflicts).toContainText("8 vacas");
    const after = await callApi<Log>(request, token, "GET", `/movement/last-10/${orgId}`);
    expect(after.movements.filter((m) => m.detail.includes(`Remate ${tag}`))).toHaveLength(0);

    // Discarding is on purpose: confirmed first.
    await conflicts.getByRole("button", { name: "Descartar" }).click();
    await conflicts.getByRole("button", { name: "Sí, descartar" }).click();
    await expect(conflicts.getByText("No hay conflictos")).toBeVisible();
  } finally {
    await context.close();
    await memberContext.close();
    await callApi(request, token, "DELETE", `/organization/${orgId}`);
  }
});
