// The organization's storage on the configuration screen (docs/storage.md): the demo owner reads the space the
// seeded note photos and invoice PDF use, out of 1 GB, with its bar, on a phone; the plain user does not see it.
import { expect, test } from "@playwright/test";
import { formatBytes, type StorageUsage } from "../../worker/shared/storage-values";
import { callApi, ownerPage } from "./herd-helpers";
import { expectFitsPhones, PHONE_WIDTHS, settled } from "./phone-fit-helpers";
import { DEMO, logIn } from "./shell-helpers";

test("the owner reads the organization's storage use with a bar, and it fits a phone", async ({ browser }) => {
  const { context, page, token, orgId } = await ownerPage(browser, PHONE_WIDTHS[0]);
  const { storage } = await callApi<{ storage: StorageUsage }>(
    page.request,
    token,
    "GET",
    `/organization/${orgId}/storage`,
  );
  expect(storage.used_bytes).toBeGreaterThan(0);
  expect(storage.quota_bytes).toBe(1024 ** 3);

  await page.goto("/configuration");
  await settled(page);
  const card = page.getByRole("region", { name: "Espacio de archivos" });
  const text = `Espacio usado: ${formatBytes(storage.used_bytes)} de 1 GB`;
  await expect(card.getByText(text)).toBeVisible();
  await expect(card.getByRole("meter", { name: text })).toBeVisible();
  await expectFitsPhones(page, "Configuración");
  await context.close();
});

test("a plain user does not see the storage card", async ({ page }) => {
  await logIn(page, DEMO.user);
  await page.goto("/configuration");
  await expect(page.getByRole("region", { name: "Perfil" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Espacio de archivos" })).toHaveCount(0);
});
