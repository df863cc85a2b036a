// The first screen's loading path (docs/spa-data.md, "The first screen"): a signed-in reload of the
// dashboard asks the server once for the user and once for the summary (the boot script's answers are
// used, not asked again) and loads the shell with the dashboard as one preloaded chunk. /log-in is its own
// page, drawn at build time: its form shows without JavaScript, what a visitor types or sends before its code
// starts is kept, it calls no API, and it fetches the app's code only once the visitor types.
import { expect, test, type Page, type Request } from "@playwright/test";
import { ownerPage, PHONE } from "./herd-helpers";
import { DEMO_PASSWORD, OWNER } from "./live-helpers";

test.use({ viewport: PHONE });

/** Every request of the page from now on, by path; the live socket's opening as "websocket". */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r: Request) => seen.push(new URL(r.url()).pathname));
  page.on("websocket", () => seen.push("websocket"));
  return seen;
}

/**
 * The requests of the first screen: those before the live socket opened. Once open, the room's hello may
 * have the app fetch again what it read just before a message (docs/spa-data.md, "Catching up at the start").
 */
const beforeSocket = (seen: string[]) => (seen.includes("websocket") ? seen.slice(0, seen.indexOf("websocket")) : seen);

test("a signed-in reload of the dashboard asks once for the user and once for the summary", async ({ browser }) => {
  const { context, page, orgId } = await ownerPage(browser);
  await page.goto("/");
  await expect(page.getByText("Cabezas totales")).toBeVisible();

  const seen = recordRequests(page);
  await page.reload();
  await expect(page.getByText("Cabezas totales")).toBeVisible();
  // What the first screen shows comes from those two answers: the tasks of today are there too.
  await expect(page.getByRole("region", { name: "Para hoy" })).toBeVisible();
  // Boot asked (its registry exists) and the app took both answers (none left, none asked twice).
  const leftInBoot = await page.evaluate(
    () => (globalThis as unknown as { __troperoEarlyRequests?: Map<string, unknown> }).__troperoEarlyRequests?.size,
  );
  expect(leftInBoot).toBe(0);
  const first = beforeSocket(seen);
  expect(first.filter((p) => p === "/api/user")).toHaveLength(1);
  expect(first.filter((p) => p === `/api/dashboard/${orgId}`)).toHaveLength(1);
  const screens = seen.filter((p) => /^\/assets\/first-screen-[\w-]+\.js$/.test(p));
  expect(screens).toHaveLength(1);
  await context.close();
});

/** The app's entry and the signed-in first screen's chunk, as the build names them. */
const appCode = (seen: string[]) => seen.filter((p) => /^\/assets\/(index|first-screen)-[\w-]+\.js$/.test(p));

test("a visitor's /log-in calls no API and loads none of the app's code until the visitor types", async ({ page }) => {
  const seen = recordRequests(page);
  await page.goto("/log-in");
  await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  // The page's own entry has taken the prerendered page over (prerender/typed-before-start.ts).
  await expect(page.locator("#root:not([data-prerendered])")).toBeAttached();
  // Its entry (the hash is eight characters; log-in-shared and log-in-screen are its imports).
  expect(seen.filter((p) => /^\/assets\/log-in-[\w-]{8}\.js$/.test(p))).toHaveLength(1);
  expect(seen.filter((p) => p.startsWith("/api/"))).toEqual([]);
  expect(appCode(seen)).toEqual([]);
  // The first keystroke fetches the app's entry and first screen, for the page load after log-in.
  await page.getByLabel("Email").pressSequentially("a");
  await expect.poll(() => appCode(seen).length).toBe(2);
  expect(seen.filter((p) => p.startsWith("/api/"))).toEqual([]);
});

test("log-in leaves for ?next=, and a signed-in visit to /log-in goes to the app", async ({ page }) => {
  await page.goto("/log-in?next=%2Flots");
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByText("Sesión iniciada correctamente")).toBeVisible();
  await expect(page).toHaveURL(/\/lots$/);
  await page.goto("/log-in");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Cabezas totales")).toBeVisible();
});

test("a refused log-in shows the server's message and keeps what was typed", async ({ page }) => {
  await page.goto("/log-in");
  // Nobody's email: a wrong password for a demo user would count towards that user's lockout.
  const nobody = "nadie@tropero.test";
  await page.getByLabel("Email").fill(nobody);
  await page.getByLabel("Contraseña", { exact: true }).fill("cualquiera");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/log-in$/);
  await expect(page.getByLabel("Email")).toHaveValue(nobody);
  await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeEnabled();
});

test("the log-in form is in the page itself: it shows with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/log-in");
  await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByLabel("Contraseña", { exact: true })).toBeVisible();
  await context.close();
});

test("what a visitor types and sends before the page's code has started is kept, and sent once it has", async ({
  page,
}) => {
  const html = await (await page.request.get("/log-in")).text();
  const entry = /<meta name="tropero-app" content="([^" ]+)/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  // The page's code is held until the visitor has typed and pressed the button.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const entryAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(`**${entry}`, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  // Not "load": the held script keeps the load event from firing.
  await page.goto("/log-in", { waitUntil: "commit" });
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("Email").focus();
  // Boot (which holds a send) has run once it asked for the page's code.
  await entryAsked;
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.locator("#root[data-submitted]")).toBeAttached();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/log-in");
  release();
  await expect(page.getByText("Sesión iniciada correctamente")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
