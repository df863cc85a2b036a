// Every screen at phone size, checked by axe for each kind of person who reaches it: a visitor, the demo
// ranch's owner and plain user, and the super admin who runs no ranch. No serious or critical violation of
// WCAG 2.1 A/AA (and axe's best practices) may show; the failure lists each one with its route and element.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PHONE, storedAuth } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const BLOCKING = new Set(process.env.A11Y_ALL ? ["minor", "moderate", "serious", "critical"] : ["serious", "critical"]);

interface Found {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
}

/** The page's real content is on screen: its heading, and nothing still loading. */
async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator(".loading-screen, .inline-loading, [aria-busy='true']:not(figure.chart)")).toHaveCount(0);
  // Rows that fade in are checked once they are fully drawn (a half-faded row is no real contrast).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}

/** Runs axe on what is on screen now and keeps the serious and critical violations. */
async function analyse(page: Page, route: string, found: Found[]) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  for (const v of violations) {
    if (!BLOCKING.has(v.impact ?? "")) continue;
    found.push({ route, rule: v.id, impact: v.impact!, targets: v.nodes.map((n) => n.target.join(" ")), help: v.help });
  }
}

/** Opens `route`, waits for its content (and `ready` when given), analyses it. */
async function visit(page: Page, route: string, found: Found[], ready?: (page: Page) => Promise<void>) {
  const t0 = Date.now();
  await page.goto(route);
  await settled(page);
  if (ready) await ready(page);
  const t1 = Date.now();
  await analyse(page, route, found);
  console.log(`TIMING ${route} load=${t1 - t0} axe=${Date.now() - t1}`);
}

/** The shell's popups that open from every screen: the drawer, the user menu and the bell's panel. */
async function visitShellPopups(page: Page, found: Found[]) {
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
  await analyse(page, `${page.url()} (menú lateral)`, found);
  await page.getByRole("button", { name: "Cerrar menú" }).click();

  await page.locator(".user-menu-button").click();
  await expect(page.locator(".user-menu-panel")).toBeVisible();
  await analyse(page, `${page.url()} (menú de usuario)`, found);
  await page.keyboard.press("Escape");

  await page.locator(".notification-bell-button").click();
  await expect(page.locator(".notification-panel")).toBeVisible();
  await settled(page);
  await analyse(page, `${page.url()} (notificaciones)`, found);
  await page.keyboard.press("Escape");
}

function report(found: Found[]) {
  return found.map((f) => `${f.route}: [${f.impact}] ${f.rule} (${f.help}) → ${f.targets.join(" | ")}`).join("\n");
}

/** Ids of real records of the demo ranch, read through the API as the logged-in member. */
async function seedIds(page: Page) {
  const { token, orgId } = await storedAuth(page);
  const get = async <T>(path: string): Promise<T> => {
    const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), path).toBeTruthy();
    return (await res.json()) as T;
  };
  const [lots, rodeos, cycles, assets, sales, log] = await Promise.all([
    get<{ lots: { id: number }[] }>(`/lot/info/${orgId}`),
    get<{ rodeos: { id: number }[] }>(`/rodeo/${orgId}`),
    get<{ cycles: { id: number }[] }>(`/reproductive-cycle/${orgId}`),
    get<{ assets: { id: number }[] }>(`/asset/${orgId}`),
    get<{ movements: { id: number }[] }>(`/movement/all/${orgId}?type=SELL&limit=1`),
    get<{ movements: { id: number }[] }>(`/movement/all/${orgId}?limit=1`),
  ]);
  return {
    lot: lots.lots[0]!.id,
    rodeo: rodeos.rodeos[0]!.id,
    cycle: cycles.cycles[0]!.id,
    asset: assets.assets[0]!.id,
    sale: sales.movements[0]!.id,
    movement: log.movements[0]!.id,
  };
}

/** The ranch's screens, as a member of the demo ranch reaches them. */
async function visitRanch(page: Page, found: Found[], owner: boolean) {
  const ids = await seedIds(page);
  await visit(page, "/", found, (p) => expect(p.locator(".skeleton-card")).toHaveCount(0));
  await visitShellPopups(page, found);
  const routes = [
    "/asistente-ai",
    "/campos",
    "/lots",
    "/lots/create",
    `/lots/${ids.lot}`,
    `/lots/${ids.lot}/edit`,
    "/rodeos",
    `/rodeos/${ids.rodeo}`,
    "/data",
    `/data/${ids.movement}`,
    `/data/${ids.sale}`,
    "/sync",
    "/ciclos-reproductivos",
    `/ciclos-reproductivos/${ids.cycle}`,
    "/stock",
    `/stock/${ids.asset}`,
    "/create-stock",
    "/billing",
    "/create-invoice",
    "/purchases",
    "/upload-invoice",
    "/consumption",
    "/work-team",
    "/notes",
    "/tasks",
    "/configuration",
  ];
  for (const route of routes) await visit(page, route, found);
  if (owner) {
    // An invoice's page, reached from the list like the owner does.
    await visit(page, "/billing", found);
    await page.locator("a[href^='/billing/']").first().click();
    await settled(page);
    await expect(page.locator(".invoice-document")).toBeVisible();
    await analyse(page, page.url(), found);
  }
}

test("the visitor's pages have no serious accessibility violation", async ({ page }) => {
  const found: Found[] = [];
  for (const route of ["/", "/log-in", "/sign-up", "/recovery", "/pricing", "/admin-activation", "/invitation/1"]) {
    await visit(page, route, found);
  }
  expect(found, report(found)).toEqual([]);
});

test("the owner's screens have no serious accessibility violation", async ({ page }) => {
  const found: Found[] = [];
  await logIn(page, DEMO.owner);
  await visitRanch(page, found, true);
  expect(found, report(found)).toEqual([]);
});

test("the plain user's screens have no serious accessibility violation", async ({ page }) => {
  const found: Found[] = [];
  await logIn(page, DEMO.user);
  await visitRanch(page, found, false);
  expect(found, report(found)).toEqual([]);
});

test("the super admin's screens have no serious accessibility violation", async ({ page }) => {
  const found: Found[] = [];
  await logIn(page, DEMO.superAdmin);
  await settled(page);
  await analyse(page, "/dashboard/platform", found);
  await visitShellPopups(page, found);
  for (const route of [
    "/users",
    "/organizations",
    "/dashboard/inactive-organizations",
    "/conversations",
    "/notifications",
    "/configuration",
  ]) {
    await visit(page, route, found);
  }
  // A conversation, reached from the inbox.
  await visit(page, "/conversations", found);
  await page.locator("a[href^='/conversations/']").first().click();
  await settled(page);
  await analyse(page, page.url(), found);
  expect(found, report(found)).toEqual([]);
});
