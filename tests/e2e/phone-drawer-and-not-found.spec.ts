// At phone size: the drawer of a super admin who runs no ranch lists only what they can use, and a record
// that does not exist (or is another organization's) answers with a Spanish "not found" state and a way
// back, without one error in the console.
import { expect, test, type Page } from "@playwright/test";
import { apiLogIn, callApi, PHONE } from "./herd-helpers";
import { createFirstOrganization, DEMO, logIn, signUp, uniqueEmail } from "./shell-helpers";

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test("a super admin without a ranch sees the platform and their account in the drawer", async ({ page }) => {
  await logIn(page, DEMO.superAdmin);
  // The shell sends them from / to the platform's metrics: the drawer opens there (a navigation closes it).
  await expect(page.getByRole("heading", { level: 1, name: "Plataforma" })).toBeVisible();
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link")).toHaveText([
    "Plataforma",
    "Usuarios",
    "Organizaciones",
    "Organizaciones inactivas",
    "Conversaciones",
    "Notificaciones",
    "Plantillas de WhatsApp",
    "Configuración",
  ]);
  // Each one opens its screen, never "Creá tu primera organización".
  await nav.getByRole("link", { name: "Configuración", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Configuración" })).toBeVisible();
  await expect(page.getByText("Creá tu primera organización")).toHaveCount(0);
});

/**
 * Every console error and uncaught page error from now on, but Chromium's own line for the record's 404
 * ("Failed to load resource", logged by the browser for any 4xx answer, which no page code can silence),
 * and every report the SPA's error reporter sends.
 */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    const answer404 =
      /^Failed to load resource: .* 404 /.test(m.text()) && /\/api\/movement\/\d+$/.test(m.location().url);
    if (!answer404) errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("request", (r) => {
    if (r.url().includes("/api/client-error")) errors.push(`reported: ${r.postData()}`);
  });
  return errors;
}

test("a record that does not exist shows a Spanish not-found state with no console error", async ({
  page,
  request,
}) => {
  // Another organization's record: the demo owner's, opened by someone who runs a ranch of their own.
  const owner = await apiLogIn(request, DEMO.owner);
  const { movements } = await callApi<{ movements: { id: number }[] }>(
    request,
    owner.token,
    "GET",
    `/movement/all/${owner.orgId}?limit=1`,
  );
  await signUp(page, uniqueEmail("ajeno"));
  await createFirstOrganization(page, "Campo Ajeno");
  const errors = consoleErrors(page);

  for (const path of [`/data/${movements[0]!.id}`, "/data/987654321", "/data/abc"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Registro no encontrado" })).toBeVisible();
    await expect(page.getByText("El registro no existe o no pertenece a tu organización.")).toBeVisible();
  }
  await page.getByRole("link", { name: "Volver a registros" }).click();
  await expect(page).toHaveURL(/\/data$/);
  await expect(page.getByRole("heading", { level: 1, name: "Registros" })).toBeVisible();
  expect(errors).toEqual([]);
});
