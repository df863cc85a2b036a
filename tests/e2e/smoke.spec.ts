import { expect, test } from "@playwright/test";

test("the built app loads in Chromium and shows the log-in page", async ({ page }) => {
  await page.goto("/log-in");
  await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  const health = await page.request.get("/api/health");
  expect(await health.json()).toEqual({ ok: true });
});
