// Guards, redirects and the phone drawer (docs/client-rules.md).
import { expect, test } from "@playwright/test";
import { DEMO, logIn } from "./shell-helpers";

test("a plain user typing /users lands on /", async ({ page }) => {
  await logIn(page, DEMO.user);
  await page.goto("/users");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inicio" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Usuarios" })).toHaveCount(0);
});

test("an unknown path lands on /", async ({ page }) => {
  await page.goto("/esto/no/existe");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  await logIn(page, DEMO.owner);
  await page.goto("/tampoco-existe");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inicio" })).toBeVisible();
});

test("a visitor on a private page is sent to /", async ({ page }) => {
  await page.goto("/configuration");
  await expect(page).toHaveURL(/\/$/);
});

// The drawer's sections in groups: one test walking all of them grows with every screen that gets
// real data, and under load outgrew the test's time; a group per test keeps each one short.
const SECTION_GROUPS: Record<string, [string, string][]> = {
  herd: [
    ["Inicio", "/"],
    ["Asistente IA", "/asistente-ai"],
    ["Campos", "/campos"],
    ["Lotes", "/lots"],
    ["Mapa", "/mapa"],
    ["Rodeos", "/rodeos"],
    ["Animales", "/animales"],
    ["Registros", "/data"],
    ["Sincronización", "/sync"],
    ["Ciclos reproductivos", "/ciclos-reproductivos"],
  ],
  "supplies and money": [
    ["Stock de insumos", "/stock"],
    ["Facturación", "/billing"],
    ["Compras", "/purchases"],
    ["Consumo", "/consumption"],
  ],
  "work and team": [
    ["Tareas", "/tasks"],
    ["Notas", "/notes"],
    ["Equipo de trabajo", "/work-team"],
    ["Configuración", "/configuration"],
  ],
  platform: [
    ["Plataforma", "/dashboard/platform"],
    ["Usuarios", "/users"],
    ["Organizaciones", "/organizations"],
    ["Organizaciones inactivas", "/dashboard/inactive-organizations"],
    ["Conversaciones", "/conversations"],
    ["Notificaciones", "/notifications"],
    ["Plantillas de WhatsApp", "/dashboard/whatsapp-templates"],
  ],
};

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const [group, sections] of Object.entries(SECTION_GROUPS)) {
    test(`every ${group} section is reachable from the drawer`, async ({ page }) => {
      // The platform's sections are the super admin's; money shows only to an organization's owners and
      // admins (the super admin is no member of the demo ranch), so the other groups use its owner.
      await logIn(page, group === "platform" ? DEMO.superAdmin : DEMO.owner);
      // The super admin, who runs no ranch, is sent on from / to the platform: a navigation closes the drawer.
      if (group === "platform") await expect(page).toHaveURL(/\/dashboard\/platform$/);
      const nav = page.getByRole("navigation", { name: "Navegación principal" });
      // Closed drawer: out of sight and out of the keyboard order.
      await expect(nav).toBeHidden();
      for (const [label, path] of sections) {
        await page.getByRole("button", { name: "Abrir menú" }).click();
        await expect(nav).toBeVisible();
        await nav.getByRole("link", { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
        await expect(nav).toBeHidden();
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      }
    });
  }

  test("the drawer closes with Escape and its close button", async ({ page }) => {
    await logIn(page, DEMO.owner);
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(nav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("button", { name: "Cerrar menú" }).click();
    await expect(nav).toBeHidden();
  });
});
