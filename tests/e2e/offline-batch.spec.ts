// A day of records queued without signal catches up in batches (docs/offline-batch.md), on a phone:
// a sale, 120 births and a death wait in the outbox; the first batch reaches the server but its answer
// is lost on the way back. When the connection returns every record is on the server once, in the
// order recorded, the sale the stock no longer covers is in Conflictos with its reason, and a second
// member sees the records live.
import { expect, test } from "@playwright/test";
import { queueBirths } from "./queued-births";
import { callApi, PHONE } from "./herd-helpers";
import {
  countOf,
  PASSWORD,
  recordOffline,
  setUpOfflineRanch,
  today,
  warmMovementForms,
  type Stock,
  memberWatchingLog,
} from "./offline-helpers";
import { logIn } from "./shell-helpers";

test.use({ viewport: PHONE, serviceWorkers: "block" });
test.setTimeout(120_000);

const BIRTHS = 120;

interface Log {
  movements: Array<{ id: number; type: string; detail: string; client_id: string | null }>;
}

test("queued records catch up in batches: all once and in order after a lost answer, the refused one a conflict", async ({
  browser,
  request,
}) => {
  const { email, token, orgId, rodeoId } = await setUpOfflineRanch(request, "Campo del Lote");
  const { user } = await callApi<{ user: { id: number } }>(request, token, "GET", "/user");
  const context = await browser.newContext({ viewport: PHONE, locale: "es-AR", serviceWorkers: "block" });
  const memberContext = await browser.newContext({ viewport: PHONE, locale: "es-AR" });
  try {
    const page = await context.newPage();
    await logIn(page, email, PASSWORD);
    await page.goto("/data");
    await expect(page.getByRole("heading", { level: 1, name: "Registros" })).toBeVisible();
    const member = await memberWatchingLog(memberContext, orgId);
    await warmMovementForms(page);

    const tag = Date.now().toString(36);
    await context.setOffline(true);
    await expect(page.getByRole("status", { name: /Sin conexión/ })).toBeVisible();
    await recordOffline(page, "Venta de animales", rodeoId, "Vaca", 8, `Remate ${tag}`);
    // Meanwhile deaths recorded on another device leave 5 cows: the sale will be refused.
    await callApi(request, token, "POST", `/movement/death/${orgId}`, {
      date: today(),
      rodeo_id: rodeoId,
      animals: [{ type: "Vaca", count: 5 }],
    });
    // A day of births, queued as the birth form queues them.
    await page.evaluate(queueBirths, {
      n: BIRTHS,
      userId: user.id,
      orgId,
      rodeoId,
      date: today(),
      detail: `Parto ${tag}`,
    });
    await recordOffline(page, "Mortandad de animales", rodeoId, "Vaca", 1, `Empaste ${tag}`);
    await expect(page.getByRole("status", { name: new RegExp(`${BIRTHS + 2} registros pendientes`) })).toBeVisible();

    // The first batch reaches the server, then the connection drops before its answer arrives.
    const batches: string[][] = [];
    await page.route("**/api/movement/batch/**", async (route) => {
      const { records } = route.request().postDataJSON() as { records: Array<{ body: { client_id: string } }> };
      batches.push(records.map((r) => r.body.client_id));
      if (batches.length === 1) {
        await route.fetch();
        await route.abort("connectionreset");
      } else await route.continue();
    });
    await context.setOffline(false);
    const pending = page.getByRole("region", { name: "Registros pendientes de sincronizar" });
    await expect(pending).toBeHidden({ timeout: 30_000 });

    // Sent again whole after the lost answer (the server answered repeats), then the rest.
    expect(batches.map((b) => b.length)).toEqual([100, 100, BIRTHS + 2 - 100]);
    expect(batches[1]).toEqual(batches[0]);
    const sentOrder = [...batches[0]!, ...batches[2]!];
    expect(new Set(sentOrder).size).toBe(BIRTHS + 2);

    // On the server: each record once, in the order recorded; the sale is not there.
    const { movements } = await callApi<Log>(request, token, "GET", `/movement/all/${orgId}?limit=500`);
    const queued = movements.filter((m) => m.client_id !== null).sort((a, b) => a.id - b.id);
    expect(queued.map((m) => m.client_id)).toEqual(sentOrder.slice(1));
    expect(queued.map((m) => m.detail)).toEqual([
      ...Array.from({ length: BIRTHS }, (_, i) => `Parto ${tag} ${i + 1}`),
      `Empaste ${tag}`,
    ]);
    expect(movements.some((m) => m.detail === `Remate ${tag}`)).toBe(false);
    const stock = await callApi<Stock>(request, token, "GET", `/rodeo/${orgId}`);
    expect([countOf(stock, "Vaca"), countOf(stock, "Ternero")]).toEqual([4, 4 + BIRTHS]);

    // Both screens show the records once: this device's log and the other member's, live.
    await expect(page.getByText(`Empaste ${tag}`, { exact: true })).toHaveCount(1);
    await expect(page.getByText(`Parto ${tag} ${BIRTHS}`, { exact: true })).toHaveCount(1);
    await expect(member.getByText(`Empaste ${tag}`, { exact: true })).toHaveCount(1);
    await expect(member.getByText(`Parto ${tag} ${BIRTHS}`, { exact: true })).toHaveCount(1);

    // The refused sale waits in Conflictos with the server's reason and its values.
    await page.goto("/sync");
    const conflicts = page.getByRole("region", { name: "Conflictos" });
    await expect(conflicts.getByRole("alert")).toContainText(
      "No hay suficientes animales de la categoría Vaca en el rodeo Potrero del Fondo: disponibles 5, pedidos 8",
    );
    await expect(conflicts).toContainText("Venta de animales");
    await expect(conflicts).toContainText("8 vacas");
    await expect(conflicts.getByRole("alert")).toHaveCount(1);
  } finally {
    await context.close();
    await memberContext.close();
    await callApi(request, token, "DELETE", `/organization/${orgId}`);
  }
});
