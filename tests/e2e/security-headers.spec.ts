// Every route of web/src/lib/paths.ts at phone size under the real Content-Security-Policy: the document
// carries the policy and no violation is reported (the `securitypolicyviolation` event or Chromium's
// console error). A route added to paths.ts without an entry below fails here.
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../web/src/lib/paths";
import { mapConfig } from "../../worker/lib/map-config";
import { COMMON_HEADERS, spaCsp } from "../../worker/lib/security-headers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: { width: 390, height: 844 } });

type PathKey = keyof typeof paths;

const PUBLIC: PathKey[] = ["home", "logIn", "signUp", "recovery", "pricing", "adminActivation", "invitation"];
const SUPER_ADMIN: PathKey[] = [
  "platform",
  "conversations",
  "conversationDetail",
  "users",
  "inactiveOrganizations",
  "organizations",
  "notifications",
];
const OWNER = (Object.keys(paths) as PathKey[]).filter((k) => !PUBLIC.includes(k) && !SUPER_ADMIN.includes(k));

/** Violations seen by the page, through every navigation (an exposed function survives reloads). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) => {
        const report = (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation;
        void report(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${location.pathname}`);
      },
      true,
    );
  });
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  return violations;
}

/** The path of a route: static strings as they are, id routes with the id `ids` gives them. */
function pathOf(key: PathKey, ids: Partial<Record<PathKey, number | string>>): string {
  const route = paths[key];
  if (typeof route === "string") return route;
  const id = ids[key];
  if (id === undefined) throw new Error(`security-headers.spec.ts needs an id for the route "${key}"`);
  return route.to(id);
}

async function visitAll(page: Page, keys: PathKey[], ids: Partial<Record<PathKey, number | string>>, seen: string[]) {
  for (const key of keys) {
    const path = pathOf(key, ids);
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    const headers = res!.headers();
    // The build's policy: the base map's hosts come from the same variables (docs/map.md).
    expect(headers["content-security-policy"], path).toBe(spaCsp(mapConfig(process.env).hosts));
    for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(headers[name.toLowerCase()], path).toBe(value);
    expect(headers["cache-control"], path).toBe("no-cache");
    // The page rendered (lazy chunk, styles, its first data), then a moment for late work.
    await expect(page.locator("h1").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    seen.push(path);
  }
}

/** The first id in the first list of an API answer (lots, rodeos, movements...). */
async function firstId(page: Page, apiPath: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const res = await page.request.get(apiPath, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), apiPath).toBe(true);
  const body = (await res.json()) as Record<string, unknown>;
  const list = Object.values(body).find((v): v is { id: number }[] => Array.isArray(v) && v.length > 0);
  if (!list) throw new Error(`no rows in ${apiPath}`);
  return list[0]!.id;
}

test("public routes: the policy is sent and nothing violates it", async ({ page }) => {
  const violations = await watchViolations(page);
  const seen: string[] = [];
  await visitAll(page, PUBLIC, { invitation: "no-existe-0123456789" }, seen);
  expect(violations).toEqual([]);
  expect(seen).toHaveLength(PUBLIC.length);
});

test("the owner's routes: no violation on any screen", async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  // Logging in also shows a toast (sonner's styles) and opens the live socket (connect-src).
  await logIn(page, DEMO.owner);
  const org = await page.evaluate(() => localStorage.getItem("organizationSelect"));
  expect(org).toMatch(/^\d+$/);
  const lot = await firstId(page, `/api/lot/info/${org}`);
  const ids = {
    supplyDetail: await firstId(page, `/api/asset/${org}`),
    movementDetail: await firstId(page, `/api/movement/all/${org}`),
    rodeoDetail: await firstId(page, `/api/rodeo/${org}`),
    lotDetail: lot,
    lotEdit: lot,
    cycleDetail: await firstId(page, `/api/reproductive-cycle/${org}`),
    animalDetail: await firstId(page, `/api/animal/${org}?limit=1`),
    billingDetail: 1,
  };
  const seen: string[] = [];
  await visitAll(page, OWNER, ids, seen);
  expect(violations).toEqual([]);
  expect(seen).toHaveLength(OWNER.length);
});

test("the super admin's routes: no violation on any screen", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await logIn(page, DEMO.superAdmin);
  const seen: string[] = [];
  await visitAll(page, SUPER_ADMIN, { conversationDetail: 1 }, seen);
  expect(violations).toEqual([]);
  expect(seen).toHaveLength(SUPER_ADMIN.length);
});

test("a hashed asset is cached for a year, the API never", async ({ page, request }) => {
  await page.goto(paths.logIn);
  const script = await page.locator("script[type=module][src^='/assets/']").first().getAttribute("src");
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
  const health = await request.get("/api/health");
  expect(health.headers()["cache-control"]).toBe("no-store");
  expect(health.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});
