// Organizaciones inactivas against the real API and the seeded platform (docs/administration.md), at a phone size.
import { expect, test } from "@playwright/test";
import { PHONE } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: PHONE });

test("the demo super admin finds the quiet organizations of each window and reminds one", async ({ page }) => {
  await logIn(page, DEMO.superAdmin);
  await page.goto("/dashboard/inactive-organizations");
  await expect(page.getByRole("heading", { level: 1, name: "Organizaciones inactivas" })).toBeVisible();
  const cards = page.getByRole("listitem").filter({ has: page.getByRole("checkbox") });
  // 30 days (the default): the three seeded quiet organizations; the demo ranch is active.
  await expect(cards.filter({ hasText: "Chacra Los Talas" })).toBeVisible();
  await expect(cards.filter({ hasText: "Estancia El Olvido" })).toBeVisible();
  await expect(cards.filter({ hasText: "Estancia La Esperanza" })).toHaveCount(0);
  await page.getByLabel("Sin actividad en los últimos").selectOption({ label: "90 días" });
  await expect(cards.filter({ hasText: "Chacra Los Talas" })).toHaveCount(0);
  const olvido = cards.filter({ hasText: "Estancia El Olvido" });
  await expect(olvido).toContainText("ramon.iturralde@example.com");
  await expect(cards.filter({ hasText: "Campo Las Taperas" })).toBeVisible();
  await olvido.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Enviar recordatorio (1)" }).click();
  // A retried run finds the reminder already sent today: the server never sends it twice in 24 h.
  await expect(page.getByText(/Enviamos 1 recordatorio|ya tenían uno en las últimas 24 horas/)).toBeVisible();
  await expect(olvido).toContainText("Último recordatorio");
});
