// The super-admin home and first-party analytics (docs/administration.md), at a phone size: screens a rancher opens
// reach the platform's figures through the SPA's beacons, and the home shows what the API counts.
import { expect, test } from "@playwright/test";
import { PHONE } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: PHONE });

test("a rancher's screens are counted, and the super admin's home shows the API's figures", async ({ browser }) => {
  // The owner opens three screens; each full navigation's pagehide sends the views queued so far.
  const owner = await browser.newContext({ viewport: PHONE });
  const ownerPage = await owner.newPage();
  await logIn(ownerPage, DEMO.owner);
  for (const path of ["/rodeos", "/lots", "/campos"]) {
    await ownerPage.goto(path);
    await expect(ownerPage.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  await owner.close();

  const admin = await browser.newContext({ viewport: PHONE });
  const page = await admin.newPage();
  await logIn(page, DEMO.superAdmin);
  // The demo super admin runs no ranch: the home is the platform's metrics.
  await expect(page).toHaveURL(/\/dashboard\/platform$/);
  await expect(page.getByRole("heading", { level: 1, name: "Plataforma" })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("token"));
  type Metrics = { users: number; organizations: number; top_screens: Array<{ path: string }> };
  const readMetrics = async () => {
    const res = await page.request.get("/api/admin/metrics", { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { metrics: Metrics }).metrics;
  };
  // The owner's beacons (sent as each page was left) are on the server.
  await expect.poll(async () => (await readMetrics()).top_screens.map((s) => s.path)).toContain("/lots");
  const metrics = await readMetrics();
  const figure = (label: string) => page.locator(".stat").filter({ has: page.getByText(label, { exact: true }) });
  const n = (v: number) => v.toLocaleString("es-AR");
  await expect(figure("Usuarios")).toContainText(n(metrics.users));
  await expect(figure("Organizaciones")).toContainText(n(metrics.organizations));
  // The charts' data tables and the rankings are on the page.
  await expect(page.getByRole("heading", { name: "Movimientos registrados por día" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Estancia La Esperanza/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Pantallas más usadas (30 días)" })).toContainText("/lots");
  await admin.close();
});
