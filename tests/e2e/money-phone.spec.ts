// Money and other figures on a phone, at 360 and 390 px: the demo owner opens every screen of the ranch and
// nothing sticks out of the screen, no text with a figure is cut or overflows its box and no money figure
// breaks over two lines (phone-fit-helpers.ts). Then an amount too wide for its tile (a purchase of
// $ 10 billones, dated 2003 so no other screen's figures change, deleted at the end) shows its compact form
// with the exact amount on the same tile.
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../web/src/lib/paths";
import { callApi, figure, ownerPage } from "./herd-helpers";
import { expectFitsPhones, PHONE_WIDTHS, settled } from "./phone-fit-helpers";

test.use({ viewport: PHONE_WIDTHS[0] });

const spaces = (s: string) => s.replace(/\s/g, " ");

/** The first of a list the API answers, for the detail screens. */
async function firstId(page: Page, token: string, path: string, key: string) {
  const body = await callApi<Record<string, Array<{ id: number }>>>(page.request, token, "GET", path);
  const first = body[key]?.[0];
  expect(first, `${path} lists something`).toBeTruthy();
  return first!.id;
}

/**
 * Opens `path` the way the app's own links do (a history entry the router follows, as on Back), so the spec
 * goes through every screen in well under a minute; done once the title has changed and nothing loads.
 */
async function visit(page: Page, path: string) {
  const title = page.locator("main h1").first();
  const before = await title.textContent();
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(title).not.toHaveText(before ?? "");
  await settled(page);
}

test("every screen of the ranch fits a phone at 360 and 390 px", async ({ browser }) => {
  const { context, page, token, orgId } = await ownerPage(browser, PHONE_WIDTHS[0]);
  const [lot, rodeo, cycle, movement, invoice, asset] = await Promise.all([
    firstId(page, token, `/lot/info/${orgId}`, "lots"),
    firstId(page, token, `/rodeo/${orgId}`, "rodeos"),
    firstId(page, token, `/reproductive-cycle/${orgId}`, "cycles"),
    firstId(page, token, `/movement/last-10/${orgId}`, "movements"),
    firstId(page, token, `/invoice/${orgId}?limit=1`, "invoices"),
    firstId(page, token, `/asset/${orgId}`, "assets"),
  ]);
  // Log-in leaves the owner on the dashboard; from there no two screens in a row share a title (visit
  // waits for the title to change).
  await settled(page);
  await expect(page.getByRole("region", { name: "Resultado del año" })).toBeVisible();
  await expectFitsPhones(page, paths.home);
  const screens = [
    paths.billing,
    paths.billingDetail.to(invoice),
    paths.createInvoice,
    paths.purchases,
    paths.uploadInvoice,
    paths.supplies,
    paths.supplyDetail.to(asset),
    paths.createSupply,
    paths.consumption,
    paths.movements,
    paths.movementDetail.to(movement),
    paths.rodeos,
    paths.rodeoDetail.to(rodeo),
    paths.lots,
    paths.lotDetail.to(lot),
    paths.lotCreate,
    paths.lotEdit.to(lot),
    paths.cycles,
    paths.cycleDetail.to(cycle),
    paths.fields,
    paths.tasks,
    paths.notes,
    paths.workTeam,
    paths.configuration,
    paths.assistant,
    paths.sync,
  ];
  for (const screen of screens) {
    await page.setViewportSize(PHONE_WIDTHS[0]);
    await visit(page, screen);
    if (screen === paths.billing) await expect(figure(page, "Ingresos")).toBeVisible();
    await expectFitsPhones(page, screen);
  }
  await context.close();
});

test("an amount too wide for its tile shows its compact form with the exact amount on the tile", async ({
  browser,
}) => {
  const { context, page, token, orgId } = await ownerPage(browser, PHONE_WIDTHS[0]);
  const { purchase } = await callApi<{ purchase: { id: number } }>(page.request, token, "POST", `/purchase/${orgId}`, {
    supplier_name: "Estancia Gigante S.A.",
    supplier_cuit: "30712345671",
    date: "2003-06-15",
    invoice_type: "A",
    invoice_number: "0001-00000001",
    paid: true,
    paid_at: "2003-06-15",
    lines: [
      { category: "hacienda", description: "Campo con su hacienda", quantity: 100, unit_price: 1e11, iva_rate: 0 },
    ],
  });
  try {
    await page.goto(paths.billing);
    const panel = page.getByRole("region", { name: "Resultado" });
    await panel.getByLabel("Desde").fill("2003-01-01");
    await panel.getByLabel("Hasta").fill("2003-12-31");
    const expenses = panel.locator(".stat-money").filter({ has: page.locator("dt", { hasText: /^Gastos$/ }) });
    const result = panel.locator(".stat-money").filter({ has: page.locator("dt", { hasText: /^Resultado$/ }) });
    await expect(expenses.locator("dd").first()).toHaveText("$ 10 billones");
    await expect(expenses.locator("dd.stat-exact")).toHaveText(spaces("$ 10.000.000.000.000,00"));
    await expect(expenses.locator("dd.stat-exact")).toBeVisible();
    await expect(result.locator("dd").first()).toHaveText("-$ 10 billones");
    await expect(result.locator("dd.stat-exact")).toHaveText("-$ 10.000.000.000.000,00");
    await expectFitsPhones(page, "/billing with $ 10 billones of expenses");

    // The purchases list has room for the exact amount on its row.
    await page.setViewportSize(PHONE_WIDTHS[0]);
    await page.goto(paths.purchases);
    await page.getByLabel("Desde").fill("2003-01-01");
    await page.getByLabel("Hasta").fill("2003-12-31");
    const row = page.getByRole("listitem", { name: "Estancia Gigante S.A. A 0001-00000001" });
    await expect(row).toContainText("$ 10.000.000.000.000,00");
    await expectFitsPhones(page, "/purchases with a purchase of $ 10 billones");
  } finally {
    await callApi(page.request, token, "DELETE", `/purchase/${orgId}/${purchase.id}`);
    await context.close();
  }
});
