// Sales invoices (docs/money.md) at a phone's size: the demo owner invoices two seeded sales through the "Desde ventas" picker,
// issues the invoice (numbered, "sin CAE") and its print view shows the totals; the invoice is then voided
// so its sales are free again for the next run. A plain user sees no Facturación in the menu, and the
// page itself says why when opened by URL.
import { expect, test } from "@playwright/test";
import { callApi, ownerPage, PHONE } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: PHONE });

test("the owner invoices two sales, issues the invoice and prints it with its totals", async ({ browser }) => {
  const { context, page, token, orgId } = await ownerPage(browser);
  try {
    await page.goto("/billing");
    await expect(page.getByRole("heading", { level: 1, name: "Facturación" })).toBeVisible();
    await page.getByRole("link", { name: "Nueva factura" }).first().click();
    await expect(page).toHaveURL(/\/create-invoice$/);

    // Any two sales not yet invoiced (billed ones are disabled).
    const picker = page.getByRole("list", { name: "Ventas" });
    const free = picker.getByRole("checkbox", { disabled: false });
    await expect(free.nth(1)).toBeVisible();
    await free.nth(0).check();
    await free.nth(1).check();
    await page.getByRole("button", { name: "Usar las ventas elegidas" }).click();
    await expect(page.getByText("2 ventas vinculadas")).toBeVisible();
    const lines = page.getByRole("list", { name: "Líneas de la factura" }).getByRole("listitem");
    expect(await lines.count()).toBeGreaterThanOrEqual(2);
    await expect(lines.first().getByLabel("Unidad")).toHaveValue("kg");
    await expect(lines.first().getByLabel("IVA")).toHaveValue("10.5");

    const cuit = page.getByLabel("CUIT del cliente");
    await cuit.fill("30-50001091-3");
    await expect(page.getByText("El CUIT no es válido: revisá el dígito verificador")).toBeVisible();
    await cuit.fill("30-50001091-2");
    await expect(page.getByText("CUIT válido: 30-50001091-2")).toBeVisible();
    await expect(page.getByLabel("Cliente (razón social)")).not.toHaveValue("");

    const preview = page.getByRole("region", { name: "Totales (vista previa)" });
    const total = (await preview.locator(".invoice-totals-total dd").textContent())!.trim();
    expect(total).toMatch(/^\$\s[\d.]+,\d\d$/);
    expect(total).not.toMatch(/^\$\s0,00$/);

    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await expect(page).toHaveURL(/\/billing\/\d+$/);
    await expect(page.getByText("Borrador: todavía no fue emitida.")).toBeVisible();

    // A draft is edited in place; the sales stay linked.
    await page.getByRole("button", { name: "Editar" }).click();
    await page.getByLabel("Cliente (razón social)").fill("Frigorífico Rioplatense SA");
    await expect(page.getByText("2 ventas vinculadas")).toBeVisible();
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await expect(page.getByRole("article").getByText("Frigorífico Rioplatense SA")).toBeVisible();

    await page.getByRole("button", { name: "Emitir", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Emitir" }).click();
    await expect(page.getByText("Factura emitida")).toBeVisible();
    const doc = page.getByRole("article");
    await expect(doc.getByText(/N\.º \d{4}-\d{8}/)).toBeVisible();
    await expect(doc.getByText("sin CAE", { exact: true })).toBeVisible();
    await expect(doc.locator(".invoice-doc-total dd")).toHaveText(total);

    // The print view: the app shell is gone, the document and its totals remain.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".topbar")).toBeHidden();
    await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
    await expect(doc).toBeVisible();
    const printed = doc.getByLabel("Totales");
    await expect(printed.getByText("Neto", { exact: true })).toBeVisible();
    await expect(printed.getByText("IVA 10,5 %")).toBeVisible();
    await expect(doc.locator(".invoice-doc-total dd")).toHaveText(total);
    await page.emulateMedia({ media: "screen" });

    // Each sale's own page shows the invoice that bills it.
    const billing = page.url();
    const { invoice } = await callApi<{ invoice: { movement_ids: number[]; formatted_number: string; type: string } }>(
      page.request,
      token,
      "GET",
      `/invoice/${orgId}/${billing.split("/").pop()}`,
    );
    expect(invoice.movement_ids).toHaveLength(2);
    await page.goto(`/data/${invoice.movement_ids[0]}`);
    const saleInvoice = page.getByRole("region", { name: "Factura de la venta" });
    await expect(
      saleInvoice.getByRole("link", { name: `Factura ${invoice.type} ${invoice.formatted_number}` }),
    ).toBeVisible();
    await saleInvoice.getByRole("link").click();
    await expect(page).toHaveURL(billing);

    // Leave the demo as it was: voiding frees the two sales (the voided number is kept, as the law asks).
    await page.getByRole("button", { name: "Anular" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Motivo").fill("Prueba automática");
    await dialog.getByRole("button", { name: "Anular" }).click();
    await expect(page.getByText("Factura anulada")).toBeVisible();
    await expect(doc.getByText("Anulada: Prueba automática")).toBeVisible();

    await page.goto("/billing");
    await page.getByLabel("Estado").selectOption("anulada");
    await expect(page.getByRole("list", { name: "Facturas" }).getByText("Anulada").first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a plain user does not see Facturación in the menu and is told why at /billing", async ({ page }) => {
  await logIn(page, DEMO.user);
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  await expect(nav.getByRole("link", { name: "Rodeos", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Facturación" })).toHaveCount(0);
  await page.goto("/billing");
  await expect(page.getByText("Solo propietarios y administradores ven la facturación")).toBeVisible();
  await page.goto("/create-invoice");
  await expect(page.getByText("Solo propietarios y administradores ven la facturación")).toBeVisible();
});
