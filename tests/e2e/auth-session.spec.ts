// Session lifecycle in a real browser against the real API (docs/client-rules.md).
import { expect, test, type Page } from "@playwright/test";
import { createFirstOrganization, DEMO, logIn, signUp, storedSession, uniqueEmail } from "./shell-helpers";

test("sign up lands in the app with an organization; reload keeps it; log-out clears it", async ({ page }) => {
  await signUp(page, uniqueEmail("signup"), "juana", "MOLINA");
  await createFirstOrganization(page, "Estancia Los Álamos");

  const switcher = page.getByLabel("Organización", { exact: true });
  await expect(switcher).toHaveValue(/\d+/);
  await expect(switcher.locator("option:checked")).toHaveText("Estancia Los Álamos (Propietario)");
  await expect(page.getByRole("heading", { level: 1, name: "Inicio" })).toBeVisible();
  // Name in title case in the user menu.
  await expect(page.getByRole("button", { name: /Menú de usuario: Juana Molina/ })).toBeVisible();

  const before = await storedSession(page);
  expect(before.token).toBeTruthy();
  expect(before.refreshToken).toBeTruthy();
  expect(before.organizationSelect).toMatch(/^\d+$/);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Inicio" })).toBeVisible();
  await expect(switcher.locator("option:checked")).toHaveText("Estancia Los Álamos (Propietario)");
  expect((await storedSession(page)).organizationSelect).toBe(before.organizationSelect);

  await page.getByRole("button", { name: /Menú de usuario/ }).click();
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/log-in$/);
  await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, refreshToken: null, organizationSelect: null });

  // The revoked session's refresh token is useless now.
  const refresh = await page.request.post("/api/auth/refresh-token", { data: { refresh_token: before.refreshToken } });
  expect(refresh.status()).toBe(401);
});

test("a failed log-in shows the server's message", async ({ page }) => {
  await page.goto("/log-in");
  await page.getByLabel("Email").fill(DEMO.owner);
  await page.getByLabel("Contraseña", { exact: true }).fill("incorrecta");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email o contraseña incorrectos");
  await expect(page).toHaveURL(/\/log-in$/);
});

/** Leaves the app (no socket or timer may refresh meanwhile) for a same-origin page without it. */
async function leaveApp(page: Page) {
  await page.goto("/api/health");
}

test("an expired access token is refreshed silently before the next request", async ({ page }) => {
  await logIn(page, DEMO.owner);
  await leaveApp(page);
  const { token, refreshToken } = await page.evaluate(() => {
    const [h, p, s] = localStorage.getItem("token")!.split(".");
    const payload = JSON.parse(atob(p!.replace(/-/g, "+").replace(/_/g, "/")));
    payload.exp = Math.floor(Date.now() / 1000) - 60;
    const expired = `${h}.${btoa(JSON.stringify(payload)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}.${s}`;
    localStorage.setItem("token", expired);
    return { token: expired, refreshToken: localStorage.getItem("refreshToken") };
  });
  const refreshes: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/auth/refresh-token") && refreshes.push(r.method()));
  const userCall = page.waitForResponse((r) => r.url().endsWith("/api/user") && r.request().method() === "GET");

  await page.goto("/");
  expect((await userCall).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Inicio" })).toBeVisible();
  await expect(page.getByLabel("Organización", { exact: true }).locator("option:checked")).toHaveText(
    "Estancia La Esperanza (Propietario)",
  );
  expect(refreshes).toEqual(["POST"]);
  const after = await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("refreshToken")]);
  expect(after[0]).not.toBe(token);
  expect(after[1]).not.toBe(refreshToken);
  await expect(page).toHaveURL(/\/$/);
});

test("a token the server rejects (401) is refreshed once and the request retried", async ({ page }) => {
  await logIn(page, DEMO.owner);
  await leaveApp(page);
  // Valid shape and a far exp, but a wrong signature: only the server can tell.
  await page.evaluate(() => {
    const [h, p] = localStorage.getItem("token")!.split(".");
    localStorage.setItem("token", `${h}.${p}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
  });
  const statuses: number[] = [];
  page.on("response", (r) => r.url().endsWith("/api/user") && statuses.push(r.status()));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Inicio" })).toBeVisible();
  expect(statuses).toEqual([401, 200]);
  await expect(page).toHaveURL(/\/$/);
});
