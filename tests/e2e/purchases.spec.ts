// Purchases (docs/money.md) at a phone's size: the demo owner uploads a supplier's text PDF (made by invoicePdf), sees its
// CUIT, date, number and total prefilled beside the preview, saves the purchase and finds it in Compras.
// A plain user who opens /purchases sees the no-access state. The spec deletes its purchase at the end.
import { expect, test } from "@playwright/test";
import { invoicePdf } from "../../worker/scripts/seed/invoice-pdf";
import { callApi, ownerPage, PHONE } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: PHONE });

test("a supplier's PDF prefills the purchase form and the saved purchase is listed", async ({ browser }) => {
  const number = 40000 + Math.floor(Math.random() * 50000);
  const pdf = invoicePdf({
    supplier_name: "Semillería Los Aromos S.R.L.",
    supplier_cuit: "30712345671",
    date: "2026-11-02",
    invoice_type: "A",
    point_of_sale: 7,
    number,
    lines: [{ description: "Semilla de avena x 25 kg", quantity: 10, unit_price: 10000 }],
    total: 121000,
  });
  const owner = await ownerPage(browser);
  const { page } = owner;
  let purchaseId: number | undefined;
  let fileId: number | undefined;
  try {
    await page.goto("/purchases");
    await expect(page.getByRole("heading", { level: 1, name: "Compras" })).toBeVisible();
    await page.getByRole("link", { name: "Subir factura" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Subir factura de compra" })).toBeVisible();
    await page.getByLabel("Archivo de la factura").setInputFiles({
      name: "factura-aromos.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(pdf),
    });
    await expect(page.getByText("Revisá los datos leídos de la factura")).toBeVisible();
    await expect(page.getByLabel("CUIT del proveedor")).toHaveValue("30-71234567-1");
    await expect(page.getByLabel("Fecha", { exact: true })).toHaveValue("2026-11-02");
    await expect(page.getByLabel("Número de factura")).toHaveValue(`0007-000${number}`);
    await expect(page.getByText("Total leído de la factura: $ 121.000,00")).toBeVisible();
    await expect(page.getByTestId("purchase-total")).toHaveText("$ 121.000,00");
    await expect(page.getByTitle("Vista previa de la factura")).toBeAttached();

    await page.getByLabel("Proveedor", { exact: true }).fill("Semillería Los Aromos S.R.L.");
    const saved = page.waitForResponse((r) => r.url().includes("/api/purchase/") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Guardar compra" }).click();
    const body = (await (await saved).json()) as { purchase: { id: number; file: { id: number } | null } };
    purchaseId = body.purchase.id;
    fileId = body.purchase.file?.id;

    await expect(page.getByRole("heading", { level: 1, name: "Compras" })).toBeVisible();
    const row = page.getByRole("listitem", { name: `Semillería Los Aromos S.R.L. A 0007-000${number}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText("$ 121.000,00");
    await expect(row).toContainText("Impaga");
    await expect(row.getByRole("button", { name: "Ver archivo" })).toBeVisible();
  } finally {
    if (purchaseId) await callApi(page.request, owner.token, "DELETE", `/purchase/${owner.orgId}/${purchaseId}`);
    if (fileId) await callApi(page.request, owner.token, "DELETE", `/file/${owner.orgId}/${fileId}`);
    await owner.context.close();
  }
});

test("a plain user who opens Compras by URL sees that it is not for them", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, locale: "es-AR" });
  const page = await context.newPage();
  await logIn(page, DEMO.user);
  for (const path of ["/purchases", "/upload-invoice"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Sin acceso" })).toBeVisible();
    await expect(page.getByText("Solo los dueños y administradores de la organización ven las compras.")).toBeVisible();
  }
  await context.close();
});
