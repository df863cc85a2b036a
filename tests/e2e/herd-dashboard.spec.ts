// Dashboard: herd totals and head per category match the API, the last 10 movements and the rain
// figures update live, the quick actions open the entry forms.
import { expect, test } from "@playwright/test";
import { callApi, figure, intText, ownerPage, PHONE } from "./herd-helpers";

test.use({ viewport: PHONE });

interface RodeoRow {
  total: number;
  stock: Array<{ category: string; count: number }>;
}

const mm = (n: number) => `${new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 }).format(n)} mm`;

/** Today in Buenos Aires as YYYY-MM-DD (the screen's "this month"). */
const todayBA = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Argentina/Buenos_Aires" });

test("herd totals, head per category and the last 10 movements", async ({ browser }) => {
  const { context, page, token, orgId } = await ownerPage(browser);
  const { rodeos } = await callApi<{ rodeos: RodeoRow[] }>(page.request, token, "GET", `/rodeo/${orgId}`);
  const total = rodeos.reduce((s, r) => s + r.total, 0);
  const perCategory = new Map<string, number>();
  for (const row of rodeos.flatMap((r) => r.stock))
    perCategory.set(row.category, (perCategory.get(row.category) ?? 0) + row.count);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Inicio" })).toBeVisible();
  await expect(figure(page, "Cabezas totales")).toHaveText(intText(total));
  const chart = page.getByRole("figure", { name: "Cabezas por categoría" });
  for (const [category, count] of perCategory) {
    if (count === 0) continue;
    await expect(chart.getByRole("row", { name: new RegExp(`^${category} `) })).toContainText(intText(count));
  }
  const last = page.getByRole("list", { name: "Últimos movimientos" });
  await expect(last.getByRole("listitem")).toHaveCount(10);
  await expect(page.getByRole("region", { name: "Ganancia diaria por rodeo" }).getByRole("row").nth(1)).toBeVisible();
  await context.close();
});

test("rain recorded elsewhere shows in the last movements and this month's rain without reload", async ({
  browser,
}) => {
  const { context, page, token, orgId } = await ownerPage(browser);
  await page.goto("/");
  const rain = page.getByRole("region", { name: "Lluvias" });
  const thisMonth = figure(rain, "Este mes");
  await expect(thisMonth).toHaveText(/mm$/);
  const before = Number((await thisMonth.textContent())!.replace(" mm", "").replaceAll(".", "").replace(",", "."));

  await callApi(page.request, token, "POST", `/movement/weather/rain/${orgId}`, { date: todayBA(), mm: 17.5 });
  const last = page.getByRole("list", { name: "Últimos movimientos" });
  await expect(last.getByRole("listitem").first()).toContainText("Registro de lluvia");
  await expect(last.getByRole("listitem").first()).toContainText(mm(17.5));
  await expect(last.getByRole("listitem")).toHaveCount(10);
  await expect(thisMonth).toHaveText(mm(Math.round((before + 17.5) * 10) / 10));
  await context.close();
});

test("quick actions open the entry form of each common record", async ({ browser }) => {
  const { context, page } = await ownerPage(browser);
  await page.goto("/");
  const quick = page.getByRole("navigation", { name: "Registrar" });
  for (const label of ["Compra", "Venta", "Nacimiento", "Mortandad", "Pesaje", "Lluvia"]) {
    await expect(quick.getByRole("button", { name: label, exact: true })).toBeVisible();
  }
  await quick.getByRole("button", { name: "Lluvia", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/lluvia/i);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await context.close();
});
