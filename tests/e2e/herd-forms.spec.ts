// Movement entry forms on a phone: a purchase from the dashboard shows everywhere live (docs/client-rules.md
// optimistic buy), and a sale larger than the stock shows the API's message and changes nothing.
import { expect, test } from "@playwright/test";
import { callApi, figure, intText, PHONE, storedAuth } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

interface RodeoRow {
  id: number;
  name: string;
  total: number;
  lot: { id: number; name: string } | null;
  stock: Array<{ category: string; count: number }>;
}
interface LotRow {
  id: number;
  total: number;
}

test.use({ viewport: PHONE });

test("a purchase from the dashboard reaches the rodeo, its lot and the totals without reload", async ({
  page,
  request,
}) => {
  await logIn(page, DEMO.owner);
  const { token, orgId } = await storedAuth(page);
  const { rodeos } = await callApi<{ rodeos: RodeoRow[] }>(request, token, "GET", `/rodeo/${orgId}`);
  const { lots } = await callApi<{ lots: LotRow[] }>(request, token, "GET", `/lot/info/${orgId}`);
  const rodeo = rodeos.find((r) => r.name === "Invernada")!;
  const lot = lots.find((l) => l.id === rodeo.lot!.id)!;
  const herdTotal = rodeos.reduce((sum, r) => sum + r.total, 0);

  await expect(figure(page, "Cabezas totales")).toHaveText(intText(herdTotal));
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await page.getByRole("button", { name: "Compra", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Compra de animales" });
  await expect(form.getByLabel("Fecha")).toHaveValue(
    await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    }),
  );
  await form.getByLabel("Rodeo", { exact: true }).selectOption(String(rodeo.id));
  await expect(form.getByLabel("Categoría")).toContainText(`Novillo (${intText(rodeo.total)} en el rodeo)`);
  await form.getByLabel("Categoría").selectOption("Novillo");
  await form.getByLabel("Cantidad").fill("25");
  await form.getByLabel("Vendedor").fill("Remate Feria Rauch");
  await form.getByRole("button", { name: "Registrar" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText("Movimiento registrado")).toBeVisible();

  // The dashboard: new total and the purchase on top of the last movements.
  await expect(figure(page, "Cabezas totales")).toHaveText(intText(herdTotal + 25));
  await expect(page.getByText("Compra de animales").first()).toBeVisible();

  // The rodeo and its lot, reached through the app's own links (no page load).
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await page.getByRole("link", { name: "Rodeos" }).click();
  await page.getByRole("link", { name: "Invernada" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Invernada" })).toBeVisible();
  await expect(figure(page, "Cabezas")).toHaveText(intText(rodeo.total + 25));
  await page.getByRole("link", { name: rodeo.lot!.name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: rodeo.lot!.name })).toBeVisible();
  await expect(figure(page, "Cabezas")).toHaveText(intText(lot.total + 25));

  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test("a sale larger than the stock shows the API's message by the field and changes nothing", async ({
  page,
  request,
}) => {
  await logIn(page, DEMO.owner);
  const { token, orgId } = await storedAuth(page);
  const { rodeos } = await callApi<{ rodeos: RodeoRow[] }>(request, token, "GET", `/rodeo/${orgId}`);
  const rodeo = rodeos.find((r) => r.name === "Toros")!;
  const bulls = rodeo.stock.find((s) => s.category === "Toro")!.count;
  const before = await callApi<{ movements: Array<{ id: number }> }>(
    request,
    token,
    "GET",
    `/movement/last-10/${orgId}`,
  );

  await page.getByRole("button", { name: "Venta", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Venta de animales" });
  await form.getByLabel("Rodeo", { exact: true }).selectOption(String(rodeo.id));
  await expect(form.getByLabel("Categoría")).toContainText(`Toro (${intText(bulls)} disponibles)`);
  await form.getByLabel("Categoría").selectOption("Toro");
  await form.getByLabel("Cantidad").fill(String(bulls + 5));
  await expect(form.getByText(`Disponibles: ${intText(bulls)}`)).toBeVisible();
  await form.getByRole("button", { name: "Registrar" }).click();

  const message = `No hay suficientes animales de la categoría Toro en el rodeo Toros: disponibles ${bulls}, pedidos ${bulls + 5}`;
  const count = form.getByLabel("Cantidad");
  await expect(count).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: message })).toBeVisible();
  await expect(form).toBeVisible();

  // Nothing changed: no movement kept (the optimistic row is gone), the stock is the same.
  // (Escape: the error toast sits over the sheet's buttons on a phone until it closes.)
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  const after = await callApi<{ movements: Array<{ id: number }> }>(
    request,
    token,
    "GET",
    `/movement/last-10/${orgId}`,
  );
  expect(after.movements.map((m) => m.id)).toEqual(before.movements.map((m) => m.id));
  const again = await callApi<{ rodeos: RodeoRow[] }>(request, token, "GET", `/rodeo/${orgId}`);
  expect(again.rodeos.find((r) => r.id === rodeo.id)!.stock.find((s) => s.category === "Toro")!.count).toBe(bulls);
});
