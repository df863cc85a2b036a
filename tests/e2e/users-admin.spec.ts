// The super-admin Users screen against the real API (docs/client-rules.md).
import { expect, test } from "@playwright/test";
import { DEMO, logIn } from "./shell-helpers";

test.beforeEach(async ({ page }) => {
  await logIn(page, DEMO.superAdmin);
  await page.goto("/users");
  await expect(page.getByRole("table")).toBeVisible();
});

test("a super admin edits a user and sees 'Usuario actualizado'", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1, name: /Usuarios/ })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: DEMO.user });
  await expect(row).toContainText("Lucía Peón");
  await row.click();
  const dialog = page.getByRole("dialog", { name: "Editar Usuario" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Apellido").fill("Peón Ramírez");
  const put = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/user/update/"));
  await dialog.getByRole("button", { name: "Guardar" }).click();
  expect(Object.keys((await put).postDataJSON()).sort()).toEqual(["email", "first_name", "last_name", "phone"]);
  await expect(page.getByText("Usuario actualizado")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list was fetched again.
  await expect(page.getByRole("row").filter({ hasText: DEMO.user })).toContainText("Lucía Peón Ramírez");
});

test("a too-short password shows the minimum-length error and sends nothing", async ({ page }) => {
  const puts: string[] = [];
  page.on("request", (r) => r.method() === "PUT" && puts.push(r.url()));
  await page.getByRole("row").filter({ hasText: DEMO.owner }).click();
  const dialog = page.getByRole("dialog", { name: "Editar Usuario" });
  await dialog.getByPlaceholder("Mínimo 6 caracteres").fill("abc");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("La contraseña debe tener al menos 6 caracteres")).toBeVisible();
  // The form refused before sending: the error shows and the dialog is still open with nothing sent.
  await expect(dialog).toBeVisible();
  expect(puts).toEqual([]);
  // The backdrop closes the modal.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test("searching filters the list, says how many match out of every user, and when nothing matches", async ({
  page,
}) => {
  const heading = page.getByRole("heading", { level: 1 });
  // Every user's count, then the matches out of it while a search is on.
  await expect(heading).toHaveText(/^Usuarios\d+ usuarios$/);
  const total = /(\d+)/.exec((await heading.textContent()) ?? "")![1];
  const search = page.getByPlaceholder("Buscar por nombre, email o teléfono...");
  await search.fill("ECHEVERR");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(heading).toHaveText(`Usuarios1 de ${total} usuarios`);
  await search.fill("nadie-asi");
  await expect(page.getByText('No se encontraron usuarios que coincidan con "nadie-asi"')).toBeVisible();
  await expect(heading).toHaveText(`Usuarios0 de ${total} usuarios`);
  await search.fill("");
  await expect(heading).toHaveText(`Usuarios${total} usuarios`);
});
