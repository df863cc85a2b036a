// Account settings, organizations and the work team, end to end against the real API.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiLogIn, callApi } from "./herd-helpers";
import { createFirstOrganization, DEMO, logIn, signUp, storedSession, uniqueEmail } from "./shell-helpers";

/** The demo user accepts their invitation to `organization` (adding is an invitation: docs/accounts.md). */
async function acceptAsDemoUser(request: APIRequestContext, organization: string) {
  const { token } = await apiLogIn(request, DEMO.user);
  const { invitations } = await callApi<{ invitations: Array<{ id: number; organization_name: string }> }>(
    request,
    token,
    "GET",
    "/invitation",
  );
  const invitation = invitations.find((i) => i.organization_name === organization)!;
  await callApi(request, token, "POST", `/invitation/${invitation.id}/accept`);
}

test("an owner invites a member by email, changes their role and removes them", async ({ page, request }) => {
  await signUp(page, uniqueEmail("owner"));
  await createFirstOrganization(page, "Campo del Equipo");
  await page.getByRole("link", { name: "Equipo de trabajo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Equipo de trabajo" })).toBeVisible();

  await page.getByLabel("Email").fill(DEMO.user);
  await page.getByLabel("Rol", { exact: true }).selectOption("user");
  await page.getByRole("button", { name: "Invitar" }).click();
  await expect(page.getByText(`Le enviamos una invitación a ${DEMO.user}`)).toBeVisible();
  await acceptAsDemoUser(request, "Campo del Equipo");
  const member = page
    .getByRole("region", { name: /Miembros/ })
    .getByRole("listitem")
    .filter({ hasText: DEMO.user });
  await expect(member).toContainText("Lucía Peón");

  await member.getByRole("combobox", { name: /Rol de Lucía Peón/ }).selectOption("admin");
  await expect(page.getByText("Rol actualizado")).toBeVisible();
  await expect(member.getByRole("combobox")).toHaveValue("admin");

  await member.getByRole("button", { name: /Quitar a Lucía Peón/ }).click();
  const dialog = page.getByRole("dialog", { name: "Quitar miembro" });
  await dialog.getByRole("button", { name: "Quitar" }).click();
  await expect(page.getByText("Miembro eliminado")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: DEMO.user })).toHaveCount(0);
});

test("a plain user sees the team without management controls", async ({ page }) => {
  await logIn(page, DEMO.user);
  await page.getByRole("link", { name: "Equipo de trabajo" }).click();
  await expect(page.getByText("Solo propietarios y administradores pueden administrar el equipo.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: DEMO.owner })).toContainText("Propietario");
  await expect(page.getByRole("button", { name: "Invitar" })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: /Rol de/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Quitar a/ })).toHaveCount(0);
});

test("a user manages organizations and the account from the shell and configuration", async ({ page }) => {
  await signUp(page, uniqueEmail("config"), "pedro", "sosa");
  await createFirstOrganization(page, "Primera");

  // A second organization from the switcher, then back to the first.
  await page.getByRole("button", { name: "Nueva organización" }).click();
  const create = page.getByRole("dialog", { name: "Crear organización" });
  await create.getByLabel("Nombre de la organización").fill("Segunda");
  await create.getByRole("button", { name: "Crear organización" }).click();
  const switcher = page.getByLabel("Organización", { exact: true });
  await expect(switcher.locator("option:checked")).toHaveText("Segunda (Propietario)");
  await switcher.selectOption({ label: "Primera (Propietario)" });
  await expect(page.getByRole("button", { name: /Menú de usuario/ })).toContainText("Primera");

  await page.getByRole("link", { name: "Configuración" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Configuración" })).toBeVisible();

  const profile = page.getByRole("region", { name: "Perfil" });
  await profile.getByLabel("Nombre").fill("Pedro Pablo");
  await profile.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Nombre actualizado")).toBeVisible();
  await expect(page.getByRole("button", { name: /Menú de usuario: Pedro Pablo Sosa/ })).toBeVisible();

  await expect(page.getByRole("region", { name: "Sesiones activas" }).getByText("Esta sesión")).toBeVisible();

  const org = page.getByRole("region", { name: /Organización: Primera/ });
  await org.getByLabel("Nombre de la organización").fill("Primera Renombrada");
  await org.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Organización actualizada")).toBeVisible();
  await expect(switcher.locator("option:checked")).toHaveText("Primera Renombrada (Propietario)");

  await page.getByRole("button", { name: "Eliminar organización" }).click();
  await page.getByRole("dialog", { name: "Eliminar organización" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Organización eliminada")).toBeVisible();
  await expect(switcher.locator("option:checked")).toHaveText("Segunda (Propietario)");

  const phone = page.getByRole("region", { name: "Teléfono" });
  await phone.getByLabel("Teléfono").fill("3515551234");
  await phone.getByRole("button", { name: "Guardar y enviar código" }).click();
  await expect(page.getByText("Te enviamos un código por WhatsApp")).toBeVisible();
  await expect(phone.getByLabel("Código de verificación")).toBeVisible();

  const password = page.getByRole("region", { name: "Contraseña" });
  await password.getByLabel("Contraseña actual").fill("campo123");
  await password.getByLabel("Contraseña nueva", { exact: true }).fill("campo456");
  await password.getByLabel("Repetir contraseña nueva").fill("campo456");
  await password.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(page.getByText("Contraseña actualizada")).toBeVisible();

  await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
  const confirm = page.getByRole("dialog", { name: "Eliminar cuenta" });
  await confirm.getByLabel("Para confirmar, ingresá tu contraseña.").fill("campo456");
  await confirm.getByRole("button", { name: "Eliminar mi cuenta" }).click();
  await expect(page).toHaveURL(/\/log-in$/);
  expect(await storedSession(page)).toEqual({ token: null, refreshToken: null, organizationSelect: null });
});
