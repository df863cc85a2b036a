// Notifications against the real API and sockets (docs/administration.md), at a phone size: the demo super admin sends an
// in-app notification to the demo organization; its member, already logged in elsewhere, sees the bell's
// count rise live and opens it; a member of another organization sees nothing.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PHONE } from "./herd-helpers";
import { createFirstOrganization, DEMO, logIn, signUp, uniqueEmail } from "./shell-helpers";

test.use({ viewport: PHONE });

/** A second device: a fresh context whose live socket has joined its room before the test goes on. */
async function device(browser: Browser, enter: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
  });
  const page = await context.newPage();
  // The room has the socket once the client's join frame (sent on open) goes out.
  const joined = page
    .waitForEvent("websocket", { predicate: (ws) => ws.url().includes("/api/events"), timeout: 30_000 })
    .then((ws) => ws.waitForEvent("framesent", { predicate: (f) => String(f.payload).includes('"join"') }));
  await enter(page);
  await joined;
  return { context, page };
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notificaciones: \d+ sin leer$/ });
const unreadOf = async (page: Page) =>
  Number(/: (\d+) sin leer/.exec((await bell(page).getAttribute("aria-label")) ?? "")![1]);

test("a super admin's notification to one organization reaches its member live, and nobody else", async ({
  page,
  browser,
}) => {
  const member = await device(browser, (p) => logIn(p, DEMO.user));
  const stranger = await device(browser, async (p) => {
    await signUp(p, uniqueEmail("ajeno"));
    await createFirstOrganization(p, `Campo Ajeno ${Date.now().toString(36)}`);
  });
  await expect(bell(member.page)).toBeVisible();
  await expect(bell(stranger.page)).toHaveAccessibleName("Notificaciones: 0 sin leer");
  const before = await unreadOf(member.page);

  const title = `Vacunación aftosa ${Date.now().toString(36)}`;
  await logIn(page, DEMO.superAdmin);
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notificaciones" })).toBeVisible();
  // The seeded notification is in the history.
  await expect(page.getByRole("listitem").filter({ hasText: "Nueva sección de tareas" })).toBeVisible();
  await page.getByLabel("Título").fill(title);
  await page.getByLabel("Mensaje").fill("La campaña empieza el lunes.");
  await page.getByLabel("Enlace (opcional)").fill("/tasks");
  await page.getByRole("radio", { name: "Organizaciones elegidas" }).check();
  await page.getByLabel("Buscar organización").fill("Esperanza");
  await page.getByRole("checkbox", { name: "Estancia La Esperanza" }).check();
  await expect(page.getByRole("checkbox", { name: "En la app (campana)" })).toBeChecked();
  await page.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(page.getByText(/Notificación enviada a \d+ destinatarios/)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Destinatarios");

  // The member's bell rises without a reload, and the panel shows it.
  await expect(bell(member.page)).toHaveAccessibleName(`Notificaciones: ${before + 1} sin leer`);
  await bell(member.page).click();
  const panel = member.page.getByRole("dialog", { name: "Notificaciones" });
  const item = panel.getByRole("link", { name: new RegExp(title) });
  await expect(item).toContainText("La campaña empieza el lunes.");
  await item.click();
  await expect(member.page).toHaveURL(/\/tasks$/);
  await expect(bell(member.page)).toHaveAccessibleName(`Notificaciones: ${before} sin leer`);

  // The other organization's member got nothing.
  await expect(bell(stranger.page)).toHaveAccessibleName("Notificaciones: 0 sin leer");
  await bell(stranger.page).click();
  await expect(stranger.page.getByText("No tenés notificaciones")).toBeVisible();

  await member.context.close();
  await stranger.context.close();
});
