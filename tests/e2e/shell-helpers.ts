// Shared steps of the shell/auth end-to-end tests: log in through the form, sign up, storage.
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "tropero123";
export const DEMO = {
  superAdmin: "admin@tropero.app",
  owner: "propietario@tropero.app",
  user: "usuario@tropero.app",
};

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/log-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByText("Sesión iniciada correctamente")).toBeVisible();
  // Home: "/", or the platform's metrics for a super admin who runs no ranch.
  await expect(page).toHaveURL(/\/(dashboard\/platform)?$/);
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

export async function signUp(page: Page, email: string, first = "juana", last = "molina") {
  await page.goto("/sign-up");
  await page.getByLabel("Nombre").fill(first);
  await page.getByLabel("Apellido").fill(last);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Teléfono").fill("11 2345 6789");
  await page.getByLabel("Contraseña").fill("campo123");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Sesión iniciada correctamente")).toBeVisible();
}

export async function createFirstOrganization(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Creá tu primera organización" })).toBeVisible();
  await page.getByLabel("Nombre de la organización").fill(name);
  await page.getByRole("button", { name: "Crear organización" }).click();
  await expect(page.getByText("Organización creada")).toBeVisible();
}

export const storedSession = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem("token"),
    refreshToken: localStorage.getItem("refreshToken"),
    organizationSelect: localStorage.getItem("organizationSelect"),
  }));
