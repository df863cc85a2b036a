// Invitations (docs/accounts.md): adding a member is an invitation the person accepts in the app. On a phone: an owner
// invites the demo user, who sees it on their dashboard, accepts it and lands in the organization;
// the owner's team screen shows the new member live and the pending invitation gone. The organization
// is deleted at the end: the demo user is shared with the other specs, which expect it in the demo
// ranch only.
import { expect, test } from "@playwright/test";
import { callApi, PHONE, storedAuth } from "./herd-helpers";
import { createFirstOrganization, DEMO, logIn, signUp, uniqueEmail } from "./shell-helpers";

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test("an owner invites a member, who accepts in the app and sees the organization", async ({ page, browser }) => {
  await signUp(page, uniqueEmail("inviter"), "Marta", "Ríos");
  await createFirstOrganization(page, "Campo Invitado");
  await page.goto("/work-team");
  await expect(page.getByRole("heading", { level: 1, name: "Equipo de trabajo" })).toBeVisible();

  await page.getByLabel("Email").fill(DEMO.user);
  await page.getByLabel("Rol", { exact: true }).selectOption("admin");
  await page.getByRole("button", { name: "Invitar" }).click();
  await expect(page.getByText(`Le enviamos una invitación a ${DEMO.user}`)).toBeVisible();
  const pending = page.getByRole("region", { name: /Invitaciones pendientes/ });
  await expect(pending.getByRole("listitem").filter({ hasText: DEMO.user })).toContainText("Administrador");
  // Not a member until they accept.
  const members = page.getByRole("region", { name: /Miembros/ });
  await expect(members.getByRole("listitem").filter({ hasText: DEMO.user })).toHaveCount(0);

  const { token, orgId } = await storedAuth(page);
  try {
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      locale: "es-AR",
      timezoneId: "America/Argentina/Buenos_Aires",
    });
    const member = await context.newPage();
    await logIn(member, DEMO.user);
    const invitations = member.getByRole("region", { name: "Invitaciones" });
    await expect(invitations.getByText("Campo Invitado")).toBeVisible();
    await expect(invitations).toContainText("Como Administrador · Te invitó Marta");
    await invitations.getByRole("button", { name: "Aceptar la invitación a Campo Invitado" }).click();
    await expect(member.getByText("Te sumaste a Campo Invitado")).toBeVisible();
    await expect(member.getByRole("button", { name: /Menú de usuario/ })).toContainText("Campo Invitado");
    await expect(invitations).toHaveCount(0);
    await context.close();

    // The owner's screen follows live.
    await expect(members.getByRole("listitem").filter({ hasText: DEMO.user })).toContainText("Lucía Peón");
    await expect(pending.getByText("No hay invitaciones pendientes.")).toBeVisible({ timeout: 15_000 });
  } finally {
    await callApi(page.request, token, "DELETE", `/organization/${orgId}`);
  }
});
