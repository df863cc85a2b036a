// Supplies (docs/supplies.md) at a phone's size: a rancher loads two supplies in one form, records a consumption, sees
// the quantity drop on /stock and /stock/{id} and the low-stock card on the dashboard; a treatment
// with a medicine from the stock puts its rodeo under withdrawal, and a sale of that rodeo asks
// for the acknowledgement before it is recorded.
import { expect, test, type Page } from "@playwright/test";
import { callApi, dayText, figure, ownerPage, PHONE } from "./herd-helpers";

test.use({ viewport: PHONE });

const todayBA = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Argentina/Buenos_Aires" });
const plusDays = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);
const suffix = () => Date.now().toString(36).slice(-5);

/** The supply's row of the /stock table. */
const stockRow = (page: Page, name: string) =>
  page.getByRole("table", { name: "Insumos" }).getByRole("row").filter({ hasText: name });

test("a rancher loads two supplies at once, consumes one and sees its stock drop everywhere", async ({ browser }) => {
  const { context, page } = await ownerPage(browser);
  const id = suffix();
  const hay = `Rollos alfalfa ${id}`;
  const vaccine = `Vacuna aftosa ${id}`;
  try {
    await page.goto("/stock");
    await expect(page.getByRole("heading", { level: 1, name: "Stock de insumos" })).toBeVisible();
    await page.getByRole("link", { name: "Cargar insumos" }).click();
    await expect(page).toHaveURL(/\/create-stock$/);

    const rows = page.getByRole("list", { name: "Insumos a cargar" }).getByRole("listitem");
    const first = rows.nth(0);
    await first.getByLabel("Nombre").fill(hay);
    await first.getByLabel("Tipo").selectOption("alimento");
    await first.getByLabel("Unidad").fill("rollos");
    await first.getByLabel("Cantidad").fill("20");
    await first.getByLabel("Costo unitario ($)").fill("45000");
    await first.getByLabel("Stock mínimo").fill("15");
    await page.getByRole("button", { name: "+ Agregar otro insumo" }).click();
    const second = rows.nth(1);
    await second.getByLabel("Nombre").fill(vaccine);
    await second.getByLabel("Tipo").selectOption("medicamento");
    await second.getByLabel("Unidad").fill("dosis");
    await second.getByLabel("Cantidad").fill("250");
    await second.getByLabel("Costo unitario ($)").fill("900");
    await second.getByLabel("Días de carencia").fill("21");
    await page.getByRole("button", { name: "Guardar carga" }).click();

    await expect(page).toHaveURL(/\/stock$/);
    await expect(page.getByText("2 insumos cargados")).toBeVisible();
    await expect(stockRow(page, hay)).toContainText("20 rollos");
    await expect(stockRow(page, vaccine)).toContainText("250 dosis");
    await expect(stockRow(page, hay)).not.toContainText("Stock bajo");

    // A consumption of 8 rollos for a rodeo, from /consumption.
    await page.goto("/consumption");
    const form = page.getByRole("form", { name: "Registrar consumo" });
    await form.getByLabel("Insumo").selectOption({ label: `${hay} · 20 rollos` });
    await form.getByLabel("Cantidad (rollos)").fill("8");
    const target = form.getByLabel("Rodeo o lote (opcional)");
    const rodeoValue = await target.locator("optgroup[label='Rodeos'] option").first().getAttribute("value");
    await target.selectOption(rodeoValue!);
    await form.getByRole("button", { name: "Registrar consumo" }).click();
    await expect(page.getByText("Consumo registrado")).toBeVisible();

    // /stock: 12 left, below the minimum of 15.
    await page.goto("/stock");
    await expect(stockRow(page, hay)).toContainText("12 rollos");
    await expect(stockRow(page, hay)).toContainText("Stock bajo");

    // /stock/{id}: the same quantity, and the consumption in its history.
    await stockRow(page, hay).getByRole("link", { name: hay }).click();
    await expect(page.getByRole("heading", { level: 1, name: hay })).toBeVisible();
    await expect(figure(page, "Cantidad")).toHaveText("12 rollos");
    await expect(page.getByRole("region", { name: "Movimientos" }).getByRole("listitem")).toHaveCount(2);

    // The dashboard's card lists it, linking to its page.
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Insumos y carencias" });
    await expect(card.getByRole("list", { name: "Stock bajo" })).toContainText(hay);
    await card.getByRole("link", { name: hay }).click();
    await expect(page.getByRole("heading", { level: 1, name: hay })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a treatment with a medicine puts its rodeo under withdrawal and a sale asks to confirm", async ({ browser }) => {
  const { context, page, token, orgId } = await ownerPage(browser);
  const id = suffix();
  const medicine = `Ivermectina ${id}`;
  const { categories } = await callApi<{ categories: Array<{ id: number; name: string }> }>(
    page.request,
    token,
    "GET",
    `/animal-categories/${orgId}`,
  );
  const novillo = categories.find((c) => c.name === "Novillo")!;
  // Its own rodeo, so no other test meets its withdrawal.
  const { rodeo } = await callApi<{ rodeo: { id: number; name: string } }>(
    page.request,
    token,
    "POST",
    `/rodeo/${orgId}`,
    { name: `Carencia ${id}`, lot_id: null, animals: [{ category_id: novillo.id, count: 10 }] },
  );
  await callApi(page.request, token, "POST", "/asset", {
    organization_id: orgId,
    name: medicine,
    kind: "medicamento",
    unit: "ml",
    unit_cost: 12,
    withdrawal_days: 30,
    quantity: 500,
  });
  const clearance = `Carencia hasta ${dayText(plusDays(todayBA(), 30))}`;
  try {
    await page.goto(`/rodeos/${rodeo.id}`);
    await expect(page.getByRole("heading", { level: 1, name: rodeo.name })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Carencia hasta" })).toHaveCount(0);
    await page.getByRole("button", { name: "Registrar movimiento" }).first().click();
    await page.getByRole("button", { name: "Tratamiento sanitario" }).click();
    const form = page.getByRole("dialog", { name: "Tratamiento sanitario" });
    await form.getByLabel("Medicamento del stock (opcional)").selectOption({ label: `${medicine} · 500 ml` });
    await expect(form.getByLabel("Días de carencia")).toHaveValue("30");
    await expect(form.getByLabel("Producto")).toHaveValue(medicine);
    await expect(form.getByRole("status").filter({ hasText: clearance })).toBeVisible();
    await form.getByLabel("Cantidad usada (ml)").fill("20");
    await form.getByRole("button", { name: "Registrar" }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText("Movimiento registrado")).toBeVisible();

    // The rodeo shows the server's withdrawal date; the medicine's stock went down.
    await expect(page.getByRole("status").filter({ hasText: clearance })).toBeVisible();
    await page.goto("/stock");
    await expect(stockRow(page, medicine)).toContainText("480 ml");
    await page.goto("/dashboard");
    await expect(
      page.getByRole("region", { name: "Insumos y carencias" }).getByRole("list", { name: "Rodeos en carencia" }),
    ).toContainText(`${rodeo.name} ${clearance}`);

    // A sale of that rodeo: the server's warning, then recorded once confirmed.
    await page.goto(`/rodeos/${rodeo.id}`);
    await page.getByRole("button", { name: "Venta de animales" }).click();
    const sale = page.getByRole("dialog", { name: "Venta de animales" });
    await sale.getByLabel("Categoría").selectOption("Novillo");
    await sale.getByLabel("Cantidad").fill("2");
    await sale.getByRole("button", { name: "Registrar" }).click();
    const warning = sale.getByRole("alert").filter({ hasText: `El rodeo ${rodeo.name} está en carencia hasta el` });
    await expect(warning).toContainText("Confirmá para registrarlo igual.");
    await expect(figure(page, "Cabezas")).toHaveText("10");
    await warning.getByRole("button", { name: "Confirmar y registrar igual" }).click();
    await expect(sale).toBeHidden();
    await expect(page.getByText("Movimiento registrado")).toBeVisible();
    await expect(figure(page, "Cabezas")).toHaveText("8");
  } finally {
    await context.close();
  }
});
