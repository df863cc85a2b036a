// Shared steps of the movement form, log and cycle end-to-end tests: the API as the logged-in
// user (to read what the screen must show) and the figures of the herd screens.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./shell-helpers";

export const PHONE = { width: 390, height: 844 };

/** The access token and organization id the SPA stored after logging in. */
export async function session(page: Page) {
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem("token"),
    org: localStorage.getItem("organizationSelect"),
  }));
  expect(stored.token).toBeTruthy();
  return { token: stored.token!, orgId: Number(JSON.parse(stored.org ?? "null")) };
}

export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  const json = (await res.json()) as T;
  expect(res.ok(), `${method} ${path}: ${JSON.stringify(json)}`).toBeTruthy();
  return json;
}

/** Logs in through the API (no UI) and returns the token and the demo organization's id. */
export async function apiLogIn(request: APIRequestContext, email: string) {
  const res = await request.post("/api/auth/log-in", { data: { email, password: DEMO_PASSWORD } });
  const { token } = (await res.json()) as { token: string };
  const { organizations } = await apiCall<{ organizations: Array<{ id: number; name: string }> }>(
    request,
    token,
    "GET",
    "/organization/my-organizations",
  );
  const org = organizations.find((o) => o.name === "Estancia La Esperanza")!;
  return { token, orgId: org.id };
}

/** The value of a figure tile (<dt>label</dt><dd>value</dd>) on the herd screens. */
export const statValue = (page: Page, label: string) =>
  page
    .locator("dl div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd")
    .first();

export const formatInt = (n: number) => new Intl.NumberFormat("es-AR").format(n);

export { DEMO };
