// Shared steps of the offline end-to-end tests: a fresh organization with one rodeo and a second
// member (the demo user), recording a movement through its form without signal, and the server's
// view of the stock.
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { callApi } from "./herd-helpers";
import { DEMO, DEMO_PASSWORD, logIn, uniqueEmail } from "./shell-helpers";

export const PASSWORD = "campo123";
export const today = () => new Date().toISOString().slice(0, 10);

export interface Stock {
  rodeos: Array<{ id: number; name: string; stock: Array<{ category: string; count: number }> }>;
}

/** An owner (signed up now) of a new organization with "Potrero del Fondo" (10 cows, 4 calves) and the demo user as member. */
export async function setUpOfflineRanch(request: APIRequestContext, name = "Campo Sin Señal") {
  const email = uniqueEmail("sin-senal");
  const signUp = await request.post("/api/auth/sign-up", {
    data: { email, password: PASSWORD, first_name: "Rosa", last_name: "Campos" },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const { token } = (await signUp.json()) as { token: string };
  const { organization } = await callApi<{ organization: { id: number } }>(request, token, "POST", "/organization", {
    name,
  });
  const orgId = organization.id;
  await callApi(request, token, "POST", `/rodeo/${orgId}`, {
    name: "Potrero del Fondo",
    date: today(),
    animals: [
      { type: "Vaca", count: 10 },
      { type: "Ternero", count: 4 },
    ],
  });
  const { rodeos } = await callApi<Stock>(request, token, "GET", `/rodeo/${orgId}`);
  // A second member: the demo user, invited and accepting through the API.
  await callApi(request, token, "POST", "/organization/add-user", {
    organization_id: orgId,
    email: DEMO.user,
    role: "user",
  });
  const memberLogIn = await request.post("/api/auth/log-in", { data: { email: DEMO.user, password: DEMO_PASSWORD } });
  const { token: memberToken } = (await memberLogIn.json()) as { token: string };
  const { invitations } = await callApi<{ invitations: Array<{ id: number; organization_id: number }> }>(
    request,
    memberToken,
    "GET",
    "/invitation",
  );
  const invitation = invitations.find((i) => i.organization_id === orgId)!;
  await callApi(request, memberToken, "POST", `/invitation/${invitation.id}/accept`);
  return { email, token, orgId, rodeoId: rodeos[0]!.id };
}

/** Opens the movement form `label`, fills one line of animals and saves it without signal. */
export async function recordOffline(
  page: Page,
  label: string,
  rodeoId: number,
  category: string,
  count: number,
  detail: string,
) {
  await page.getByRole("button", { name: "Registrar movimiento" }).first().click();
  await page.getByRole("button", { name: label, exact: true }).click();
  const form = page.getByRole("dialog", { name: label });
  await form.getByLabel("Rodeo", { exact: true }).selectOption(String(rodeoId));
  await form.getByLabel("Categoría").selectOption(category);
  await form.getByLabel("Cantidad").fill(String(count));
  await form.getByLabel("Detalle").fill(detail);
  await form.getByRole("button", { name: "Registrar" }).click();
  await expect(page.getByText("Guardado sin conexión: se enviará al volver la señal").first()).toBeVisible();
  await expect(form).toBeHidden();
}

/** Loads the forms' rodeos and categories once with signal (kept in memory for the offline forms). */
export async function warmMovementForms(page: Page) {
  await page.getByRole("button", { name: "Registrar movimiento" }).first().click();
  await page.getByRole("button", { name: "Nacimiento de animales", exact: true }).click();
  const warm = page.getByRole("dialog", { name: "Nacimiento de animales" });
  await expect(warm.getByLabel("Categoría").locator("option", { hasText: "Ternero" })).toHaveCount(1);
  await warm.getByRole("button", { name: "Cancelar" }).click();
}

export const countOf = (stock: Stock, category: string) =>
  stock.rodeos[0]!.stock.find((s) => s.category === category)?.count ?? 0;

/** The demo's plain user, a second member of `orgId`, watching its log (/data) in `context`. */
export async function memberWatchingLog(context: BrowserContext, orgId: number): Promise<Page> {
  const member = await context.newPage();
  await logIn(member, DEMO.user);
  await member.evaluate((id) => localStorage.setItem("organizationSelect", JSON.stringify(id)), orgId);
  await member.goto("/data");
  await expect(member.getByRole("heading", { level: 1, name: "Registros" })).toBeVisible();
  return member;
}
