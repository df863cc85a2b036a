// Lots: reorder by dragging and by keyboard (saved, surviving a reload, live in a second context),
// create then delete, and deleting a lot another context already deleted (docs/client-rules.md).
import { expect, test, type Page } from "@playwright/test";
import { callApi, lotOrder, openLots, ownerPage, PHONE } from "./herd-helpers";

test.use({ viewport: PHONE });

const orderSaved = (page: Page) =>
  page.waitForResponse((r) => r.url().includes("/api/lot/order/") && r.request().method() === "PUT" && r.ok());

test("reorder by keyboard: survives a reload and shows live in another context", async ({ browser }) => {
  const a = await ownerPage(browser);
  const b = await ownerPage(browser);
  await openLots(a.page);
  await openLots(b.page);
  const before = await lotOrder(a.page);
  expect(before.length).toBeGreaterThan(3);
  const [first, second] = before as [string, string];

  // dnd-kit's KeyboardSensor: space picks the lot up, an arrow moves it, space drops it.
  const saved = orderSaved(a.page);
  await a.page.getByRole("button", { name: `Reordenar ${second}` }).focus();
  // Each step waits for dnd-kit's spoken announcement, as a screen reader user would.
  const announced = (text: string) => expect(a.page.getByRole("status").filter({ hasText: text })).toHaveCount(1);
  await a.page.keyboard.press("Space");
  await announced(`Tomaste el lote ${second}.`);
  await a.page.keyboard.press("ArrowUp");
  await announced(`El lote ${second} está sobre ${first}.`);
  await a.page.keyboard.press("Space");
  await announced(`Soltaste el lote ${second} en el lugar de ${first}.`);
  await saved;
  const expected = [second, first, ...before.slice(2)];
  await expect.poll(() => lotOrder(a.page)).toEqual(expected);

  // The other person sees it without reloading.
  await expect.poll(() => lotOrder(b.page)).toEqual(expected);

  await a.page.reload();
  await expect.poll(() => lotOrder(a.page)).toEqual(expected);

  // The explicit buttons do the same, and focus stays on the button pressed.
  const again = orderSaved(a.page);
  await a.page.getByRole("button", { name: `Bajar ${second}` }).click();
  await again;
  await expect.poll(() => lotOrder(a.page)).toEqual(before);
  await expect(a.page.getByRole("button", { name: `Bajar ${second}` })).toBeFocused();
  await expect.poll(() => lotOrder(b.page)).toEqual(before);

  await a.context.close();
  await b.context.close();
});

test("reorder by dragging: survives a reload and shows live in another context", async ({ browser }) => {
  const a = await ownerPage(browser);
  const b = await ownerPage(browser);
  await openLots(a.page);
  await openLots(b.page);
  const before = await lotOrder(a.page);
  const third = before[2]!;

  const handle = a.page.getByRole("button", { name: `Reordenar ${third}` });
  const target = a.page.getByRole("button", { name: `Reordenar ${before[0]}` });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const saved = orderSaved(a.page);
  await a.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await a.page.mouse.down();
  // Past the activation distance first, then over the first lot in small steps.
  await a.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await a.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 20, { steps: 15 });
  await a.page.mouse.up();
  await saved;

  const expected = [third, before[0]!, before[1]!, ...before.slice(3)];
  await expect.poll(() => lotOrder(a.page)).toEqual(expected);
  await expect.poll(() => lotOrder(b.page)).toEqual(expected);
  await a.page.reload();
  await expect.poll(() => lotOrder(a.page)).toEqual(expected);

  // Put the demo order back for the other tests.
  await callApi(a.page.request, a.token, "PUT", `/lot/order/${a.orgId}`, {
    items: (
      await callApi<{ lots: Array<{ id: number; name: string }> }>(
        a.page.request,
        a.token,
        "GET",
        `/lot/info/${a.orgId}`,
      )
    ).lots
      .sort((x, y) => before.indexOf(x.name) - before.indexOf(y.name))
      .map((l, i) => ({ id: l.id, order: i + 1 })),
  });
  await a.context.close();
  await b.context.close();
});

test("create a lot, then delete it", async ({ browser }) => {
  const { context, page } = await ownerPage(browser);
  const name = `Lote e2e ${Date.now().toString(36)}`;
  await openLots(page);
  await page.getByRole("link", { name: "Nuevo lote" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuevo lote" })).toBeVisible();
  await page.getByLabel("Nombre del lote").fill(name);
  await page.getByLabel("Hectáreas").fill("42,5");
  await page.getByLabel("Campo").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Crear lote" }).click();

  // Optimistic: back on the list at once, then the server's lot (a link) takes its place.
  await expect(page).toHaveURL(/\/lots$/);
  await expect(page.getByText("Lote creado")).toBeVisible();
  const lotLink = page.getByRole("link", { name, exact: true });
  await expect(lotLink).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: lotLink })).toContainText("42,5 ha");

  await lotLink.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: "Eliminar lote" }).click();
  await page.getByRole("dialog", { name: "Eliminar lote" }).getByRole("button", { name: "Eliminar lote" }).click();
  await expect(page.getByText("Lote eliminado")).toBeVisible();
  await expect(page).toHaveURL(/\/lots$/);
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  await expect(page.getByText("Error al eliminar el lote")).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("list", { name: "Lotes en el orden del establecimiento" })).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  await context.close();
});

test("deleting a lot another context already deleted is no error", async ({ browser }) => {
  const a = await ownerPage(browser);
  const b = await ownerPage(browser);
  const name = `Lote doble ${Date.now().toString(36)}`;
  const { lot } = await callApi<{ lot: { id: number } }>(a.page.request, a.token, "POST", `/lot/create/${a.orgId}`, {
    name,
    hectares: 10,
  });

  // B's live socket is cut (a silent stand-in server), so B still shows the lot after A deletes it.
  await b.page.routeWebSocket(/\/api\/events\//, () => undefined);
  await b.page.goto(`/lots/${lot.id}`);
  await expect(b.page.getByRole("heading", { level: 1, name })).toBeVisible();

  await a.page.goto(`/lots/${lot.id}`);
  await a.page.getByRole("button", { name: "Eliminar lote" }).click();
  await a.page.getByRole("dialog", { name: "Eliminar lote" }).getByRole("button", { name: "Eliminar lote" }).click();
  await expect(a.page.getByText("Lote eliminado")).toBeVisible();

  const answered = b.page.waitForResponse((r) => r.url().includes(`/api/lot/delete/${b.orgId}/${lot.id}`));
  await b.page.getByRole("button", { name: "Eliminar lote" }).click();
  await b.page.getByRole("dialog", { name: "Eliminar lote" }).getByRole("button", { name: "Eliminar lote" }).click();
  expect((await answered).status()).toBe(404);
  await expect(b.page.getByText("Lote eliminado")).toBeVisible();
  await expect(b.page).toHaveURL(/\/lots$/);
  await expect(b.page.getByText("Error al eliminar el lote")).toHaveCount(0);
  await expect(b.page.getByText("Lote no encontrado")).toHaveCount(0);
  await expect(b.page.getByRole("link", { name, exact: true })).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});

test("lot animals: edit a count, transfer between categories, record deaths, delete a row", async ({ browser }) => {
  const { context, page, token, orgId } = await ownerPage(browser);
  const suffix = Date.now().toString(36);
  const { lot } = await callApi<{ lot: { id: number } }>(page.request, token, "POST", `/lot/create/${orgId}`, {
    name: `Lote hacienda ${suffix}`,
    hectares: 50,
  });
  await callApi(page.request, token, "POST", `/rodeo/${orgId}`, {
    name: `Rodeo prueba ${suffix}`,
    lot_id: lot.id,
    animals: [
      { type: "Vaca", count: 30 },
      { type: "Ternero", count: 12 },
    ],
  });
  await page.goto(`/lots/${lot.id}`);
  const animals = page.getByRole("region", { name: "Hacienda" });
  const count = (category: string) => animals.getByLabel(`Cantidad de ${category} en Rodeo prueba ${suffix}`);
  await expect(count("Vaca")).toHaveValue("30");

  await count("Vaca").fill("28");
  await animals.getByRole("row", { name: /^Vaca/ }).getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Cantidad actualizada")).toBeVisible();
  await expect(count("Vaca")).toHaveValue("28");

  await animals.getByRole("button", { name: "Transferir entre categorías" }).click();
  const transfer = page.getByRole("dialog", { name: "Transferir entre categorías" });
  await transfer.getByLabel("Desde la categoría").selectOption({ label: "Ternero (12 disponibles)" });
  await transfer.getByLabel("A la categoría").selectOption({ label: "Novillito" });
  await transfer.getByLabel("Cantidad").fill("5");
  await transfer.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("Transferencia completada exitosamente")).toBeVisible();
  await expect(count("Ternero")).toHaveValue("7");
  await expect(count("Novillito")).toHaveValue("5");

  await animals.getByRole("button", { name: "Registrar muertes" }).click();
  const deaths = page.getByRole("dialog", { name: "Registrar muertes" });
  await deaths.getByLabel("Categoría").selectOption({ label: "Vaca (28 disponibles)" });
  await deaths.getByLabel("Cantidad").fill("2");
  await deaths.getByLabel("Causa (opcional)").fill("Empaste");
  await deaths.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("Muertes registradas")).toBeVisible();
  await expect(count("Vaca")).toHaveValue("26");

  await animals.getByRole("button", { name: `Eliminar animales: Novillito (Rodeo prueba ${suffix})` }).click();
  await page.getByRole("dialog", { name: "Eliminar animales" }).getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("Animal eliminado exitosamente")).toBeVisible();
  await expect(count("Novillito")).toHaveCount(0);
  await context.close();
});
