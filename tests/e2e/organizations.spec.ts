// Organizaciones against the real API and the seeded platform (docs/administration.md), at a phone size.
import { expect, test } from "@playwright/test";
import { PHONE } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: PHONE });

test("the demo super admin pages the organizations, finds the demo ranch, opens it and greets it", async ({ page }) => {
  await logIn(page, DEMO.superAdmin);
  await page.goto("/organizations");
  await expect(page.getByRole("heading", { level: 1, name: /Organizaciones/ })).toBeVisible();
  const rows = page.getByRole("row", { name: /^Ver / });
  // Thirty-four seeded organizations: a first page of 10 and a pager.
  await expect(rows).toHaveCount(10);
  await expect(page.getByText("Página 1 de 4")).toBeVisible();
  await page.getByRole("button", { name: /Siguiente/ }).click();
  await expect(page.getByText("Página 2 de 4")).toBeVisible();
  await page.getByLabel("Ordenar por").selectOption({ label: "Última actividad" });
  await expect(page.getByText("Página 1 de 4")).toBeVisible();

  await page.getByRole("searchbox", { name: "Buscar organizaciones" }).fill("esperanza");
  const demo = page.getByRole("row", { name: "Ver Estancia La Esperanza" });
  await expect(demo).toBeVisible();
  await expect(rows).toHaveCount(1);
  await demo.click();
  const dialog = page.getByRole("dialog", { name: "Estancia La Esperanza" });
  await expect(dialog.getByText("propietario@tropero.app")).toBeVisible();
  await expect(dialog.getByText("Últimos movimientos")).toBeVisible();
  await dialog.getByRole("button", { name: "Enviar saludo" }).click();
  const confirm = page.getByRole("dialog", { name: "Enviar saludo" });
  await confirm.getByRole("button", { name: "Enviar" }).click();
  // A rerun on the same day may hit the organization's daily limit: the toast says so either way.
  await expect(page.getByText(/Enviamos el saludo a \d+ miembros|Demasiados intentos/)).toBeVisible();
});
