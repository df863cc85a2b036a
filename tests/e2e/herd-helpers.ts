// Shared steps of the herd end-to-end tests (dashboard, lots, rodeos, movement forms and log,
// cycles): the API as a logged-in user (to set up and to read what the screen must show) and
// reading the herd screens.
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, logIn } from "./shell-helpers";

export const PHONE = { width: 390, height: 844 };

/** The access token and organization id the SPA stored after logging in. */
export async function storedAuth(page: Page) {
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem("token"),
    org: localStorage.getItem("organizationSelect"),
  }));
  expect(stored.token).toBeTruthy();
  return { token: stored.token!, orgId: Number(JSON.parse(stored.org ?? "null")) };
}

export async function callApi<T>(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, data: body });
  const json = (await res.json()) as T;
  expect(res.ok(), `${method} ${path}: ${JSON.stringify(json)}`).toBeTruthy();
  return json;
}

/** Logs in through the API (no UI) and returns the token and the demo organization's id. */
export async function apiLogIn(request: APIRequestContext, email: string) {
  const res = await request.post("/api/auth/log-in", { data: { email, password: DEMO_PASSWORD } });
  const { token } = (await res.json()) as { token: string };
  const { organizations } = await callApi<{ organizations: Array<{ id: number; name: string }> }>(
    request,
    token,
    "GET",
    "/organization/my-organizations",
  );
  const org = organizations.find((o) => o.name === "Estancia La Esperanza")!;
  return { token, orgId: org.id };
}

/** A fresh browser context logged in as the demo owner (a second person on another device). */
export async function ownerPage(browser: Browser, viewport = PHONE) {
  const context = await browser.newContext({ viewport, locale: "es-AR", timezoneId: "America/Argentina/Buenos_Aires" });
  const page = await context.newPage();
  await logIn(page, DEMO.owner);
  return { context, page, ...(await storedAuth(page)) };
}

/** The lot names in the order the lots page shows them. */
export const lotOrder = (page: Page) =>
  page
    .getByRole("list", { name: "Lotes en el orden del establecimiento" })
    .getByRole("heading", { level: 2 })
    .allTextContents();

/** Waits for the lots list to show and to have settled into `count` lots. */
export async function openLots(page: Page) {
  await page.goto("/lots");
  await expect(page.getByRole("heading", { level: 1, name: "Lotes" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Lotes en el orden del establecimiento" })).toBeVisible();
}

/** The <dd> of a figure tile (<dt>label</dt><dd>value</dd>) within `scope`. */
export function figure(scope: Page | Locator, label: string) {
  // `has` takes a locator relative to each candidate, so it is built from the page itself.
  const page = "mouse" in scope ? scope : scope.page();
  return scope
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd")
    .first();
}

const oneDecimal = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });
const threeDecimals = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 3 });
export const kg = (n: number) => `${oneDecimal.format(n)} kg`;
export const gainText = (n: number) => `${threeDecimals.format(n)} kg/día`;
export const intText = (n: number) => new Intl.NumberFormat("es-AR").format(n);
/** dd/mm/yyyy of an ISO day. */
export const dayText = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
