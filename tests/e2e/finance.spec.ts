// What each head earns, at phone size: the demo owner opens /billing and reads this year's figures as the
// seeded invoices and purchases give them (income, result, margin per head), then downloads the invoices
// CSV for the accountant (BOM, `;`, the seeded invoice numbers). Reads only: the demo is left as found.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { FinanceSummary } from "../../worker/shared/money-types";
import { callApi, figure, ownerPage, PHONE } from "./herd-helpers";

test.use({ viewport: PHONE });

const todayBA = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Argentina/Buenos_Aires" });
const pesos = (n: number) =>
  new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS", minimumFractionDigits: 2 }).format(n);
const spaces = (s: string) => s.replace(/\s/g, " ");

test("the owner reads the year's result and margin per head, and downloads the invoices CSV", async ({ browser }) => {
  const { context, page, token, orgId } = await ownerPage(browser);
  const today = todayBA();
  // "Últimos 12 meses": from the 1st of the month eleven months back (this year alone may have no sale yet).
  const start = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 12, 1));
  const from = start.toISOString().slice(0, 10);
  const { summary } = await callApi<{ summary: FinanceSummary }>(
    page.request,
    token,
    "GET",
    `/finance/${orgId}/summary?from=${from}&to=${today}`,
  );
  // The seed invoices every sale but the newest three (six a year) and records purchases every month.
  expect(summary.income).toBeGreaterThan(0);
  expect(summary.expenses).toBeGreaterThan(0);
  expect(summary.heads_sold).toBeGreaterThan(0);
  expect(summary.margin_per_head).not.toBeNull();

  await page.goto("/billing");
  const panel = page.getByRole("region", { name: "Resultado" });
  await expect(panel.getByRole("button", { name: "Este año" })).toHaveAttribute("aria-pressed", "true");
  await panel.getByRole("button", { name: "Últimos 12 meses" }).click();
  await expect(panel.getByLabel("Desde")).toHaveValue(from);
  for (const [label, value] of [
    ["Ingresos", summary.income],
    ["Gastos", summary.expenses],
    ["Resultado", summary.result],
    ["Margen por cabeza vendida", summary.margin_per_head!],
  ] as const) {
    await expect(figure(panel, label)).toHaveText(spaces(pesos(value)), { useInnerText: true });
  }
  await expect(figure(panel, "Cabezas vendidas")).toHaveText(String(summary.heads_sold));
  await expect(panel.getByRole("table", { name: "Gastos por categoría" })).toContainText("Hacienda");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Descargar facturas (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`facturas-${from}-${today}.csv`);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^Fecha;Tipo;Número;Estado;Cliente;CUIT;/);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => /;A;0001-\d{8};(Emitida|Pagada);/.test(l))).toBe(true);
  await context.close();
});
