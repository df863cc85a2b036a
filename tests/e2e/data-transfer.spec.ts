// The owner's data (docs/export-and-backup.md), at phone size: the demo owner downloads the ranch's ZIP from Configuración,
// and a rancher who just signed up loads it into their new, empty organization and finds the same lots.
import { expect, test } from "@playwright/test";
import { PHONE } from "./herd-helpers";
import { createFirstOrganization, DEMO, logIn, signUp, uniqueEmail } from "./shell-helpers";

test.use({ viewport: PHONE });

test("an owner takes the ranch's data out and another organization loads it", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await logIn(page, DEMO.owner);
  await page.goto("/configuration");
  const card = page.getByRole("region", { name: "Tus datos" });
  await expect(card).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Descargar todos los datos" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tropero-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await download.path();

  await page.goto("/lots");
  const demoLots = page
    .getByRole("list", { name: "Lotes en el orden del establecimiento" })
    .getByRole("heading", { level: 2 });
  await expect(demoLots.first()).toBeVisible();
  const names = await demoLots.allTextContents();

  const context = await browser.newContext({
    viewport: PHONE,
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
  });
  const other = await context.newPage();
  await signUp(other, uniqueEmail("mudanza"));
  await createFirstOrganization(other, "Estancia Mudada");
  await other.goto("/configuration");
  await other.getByLabel("Archivo de exportación").setInputFiles(zip);
  await expect(other.getByText("Datos importados")).toBeVisible({ timeout: 30_000 });
  await other.goto("/lots");
  const copied = other
    .getByRole("list", { name: "Lotes en el orden del establecimiento" })
    .getByRole("heading", { level: 2 });
  await expect(copied).toHaveText(names);

  // A second import into the now full organization says why it cannot.
  await other.goto("/configuration");
  await other.getByLabel("Archivo de exportación").setInputFiles(zip);
  await expect(other.getByRole("alert")).toContainText("importá en una organización nueva y vacía");
  await context.close();
});
