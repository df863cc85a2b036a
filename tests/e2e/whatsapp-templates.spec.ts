// Plantillas de WhatsApp against the real API at a phone size: the demo super admin reaches the screen from the
// drawer, sees the demo templates with Meta's statuses, creates one with a parameter inserted by name and its
// live preview, edits it, finds it in the list approved (the local WhatsApp client stands in for Meta) and
// deletes it after confirming. Nothing on the page is cut at a phone's width.
import { expect, test } from "@playwright/test";
import { PHONE } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test("a super admin creates, edits and deletes a template with a named parameter", async ({ page }) => {
  await logIn(page, DEMO.superAdmin);
  // A super admin without a ranch lands on the platform first (a navigation that would close the drawer).
  await expect(page.getByRole("heading", { level: 1, name: "Plataforma" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Plantillas de WhatsApp", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/whatsapp-templates$/);
  await expect(page.getByRole("heading", { level: 1, name: "Plantillas de WhatsApp" })).toBeVisible();

  // The demo's templates, each in one of Meta's statuses, their parameters by name.
  const greeting = page.getByRole("listitem", { name: "bienvenida_organizacion · es_AR" });
  await expect(greeting.getByLabel("Estado: Aprobada")).toBeVisible();
  await expect(greeting).toContainText("¡Hola {{Nombre de la persona}}!");
  await expect(
    page.getByRole("listitem", { name: "aviso_vacunacion · es_AR" }).getByLabel("Estado: En revisión"),
  ).toBeVisible();
  await expect(
    page.getByRole("listitem", { name: "oferta_campana · es_AR" }).getByLabel("Estado: Rechazada"),
  ).toBeVisible();

  const name = `aviso_${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Nueva plantilla" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva plantilla" });
  await dialog.getByLabel("Nombre", { exact: true }).fill(name);
  const text = dialog.getByLabel("Texto del mensaje");
  await text.pressSequentially("Hola ");
  await dialog.getByLabel("Nombre del parámetro").fill("Nombre del cliente");
  await dialog.getByRole("button", { name: "Insertar parámetro" }).click();
  await expect(text).toHaveValue("Hola {{Nombre del cliente}}");
  await text.pressSequentially(", mañana vacunamos.");
  const preview = dialog.getByLabel("Vista previa");
  await expect(preview).toHaveText("Hola [Nombre del cliente], mañana vacunamos.");
  await dialog.getByLabel("Ejemplo de «Nombre del cliente»").pressSequentially("Rosa");
  await expect(preview).toHaveText("Hola Rosa, mañana vacunamos.");
  await dialog.getByRole("button", { name: "Crear plantilla" }).click();
  await expect(page.getByText("Plantilla creada")).toBeVisible();
  await expect(dialog).toBeHidden();

  const created = page.getByRole("listitem", { name: `${name} · es_AR` });
  await expect(created).toContainText("Hola {{Nombre del cliente}}, mañana vacunamos.");
  await expect(created.getByLabel("Estado: Aprobada")).toBeVisible();

  await created.getByRole("button", { name: `Editar ${name} · es_AR` }).click();
  const edit = page.getByRole("dialog", { name: `Editar ${name}` });
  await expect(edit.getByLabel("Vista previa")).toHaveText("Hola Rosa, mañana vacunamos.");
  await edit.getByLabel("Texto del mensaje").fill("Hola {{Nombre del cliente}}, el martes vacunamos.");
  await edit.getByLabel("Ejemplo de «Nombre del cliente»").fill("Lucía");
  await expect(edit.getByLabel("Vista previa")).toHaveText("Hola Lucía, el martes vacunamos.");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Plantilla guardada")).toBeVisible();
  await expect(created).toContainText("Hola {{Nombre del cliente}}, el martes vacunamos.");
  await expect(created).toContainText("Parámetros: Nombre del cliente");
  await expect(created.getByLabel("Estado: Aprobada")).toBeVisible();

  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await created.getByRole("button", { name: `Eliminar ${name} · es_AR` }).click();
  const confirm = page.getByRole("dialog", { name: "Eliminar plantilla" });
  await expect(confirm).toContainText(`¿Eliminar la plantilla «${name}»?`);
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Plantilla eliminada")).toBeVisible();
  await expect(created).toBeHidden();
});
