// Every screen at phone size, checked by axe for each kind of person who reaches it: a visitor, the demo
// ranch's owner and plain user, and the super admin who runs no ranch. No serious or critical violation of
// WCAG 2.1 A/AA (nor of axe's best practices) may show; a failure lists each one with its route and element.
// A11Y_ALL=1 lists the moderate and minor ones too (they do not fail the run by default).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PHONE, storedAuth } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const BLOCKING = new Set(process.env.A11Y_ALL ? ["minor", "moderate", "serious", "critical"] : ["serious", "critical"]);

interface Found {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
}

/** The page's real content is on screen: nothing is still loading and nothing is still fading in. */
async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // Charts draw when they come near the screen: one further down stays busy, with its table ready.
  await expect(page.locator(".loading-screen, .inline-loading, [aria-busy='true']:not(figure.chart)")).toHaveCount(0);
  // A half-faded row has no real contrast: rows that fade in are checked once fully drawn.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Does `act` (a click, a navigation) and waits for the next page's own heading: the headings on screen
 * before are marked, so the wait ends only when a new page has rendered its own.
 */
async function arrive(page: Page, act: () => Promise<unknown>) {
  await page.evaluate(() => document.querySelectorAll("h1").forEach((h) => h.setAttribute("data-before", "")));
  await act();
  await expect(page.locator("h1:not([data-before])").first()).toBeVisible();
  await settled(page);
}

/**
 * Opens `path` inside the SPA, as its links do (the router follows the history), without reloading the
 * app. Two routes in a row must be different pages (the same page keeps its heading element).
 */
const go = (page: Page, path: string) =>
  arrive(page, () =>
    page.evaluate((to) => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: `a11y${idx}`, idx }, "", to);
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    }, path),
  );

/** Runs axe on what is on screen now and keeps the violations that count. */
async function analyse(page: Page, route: string, found: Found[]) {
  // Only the violations' details are collected (the passes' details are what makes a run slow).
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  for (const v of violations) {
    if (!BLOCKING.has(v.impact ?? "")) continue;
    found.push({ route, rule: v.id, impact: v.impact!, targets: v.nodes.map((n) => n.target.join(" ")), help: v.help });
  }
}

async function visitAll(page: Page, paths: string[], found: Found[]) {
  for (const path of paths) {
    await go(page, path);
    await analyse(page, path, found);
  }
}

/** The shell's popups that open from every screen: the drawer, the user menu and the bell's panel. */
async function visitShellPopups(page: Page, found: Found[]) {
  const here = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
  await analyse(page, `${here} (menú lateral)`, found);
  await page.getByRole("button", { name: "Cerrar menú" }).click();

  await page.getByRole("button", { name: /Menú de usuario/ }).click();
  await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  await analyse(page, `${here} (menú de usuario)`, found);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: /^Notificaciones/ }).click();
  await expect(page.getByRole("dialog", { name: "Notificaciones" })).toBeVisible();
  await settled(page);
  await analyse(page, `${here} (notificaciones)`, found);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Notificaciones" })).toHaveCount(0);
}

function report(found: Found[]) {
  return found.map((f) => `${f.route}: [${f.impact}] ${f.rule} (${f.help}) → ${f.targets.join(" | ")}`).join("\n");
}

type Ids<K extends string> = Record<K, { id: number }[]>;

/** Ids of real records of the demo ranch, read through the API as the logged-in member. */
async function seedIds(page: Page) {
  const { token, orgId } = await storedAuth(page);
  const get = async <T>(path: string): Promise<T> => {
    const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), path).toBeTruthy();
    return (await res.json()) as T;
  };
  const [lots, rodeos, cycles, assets, sales, log] = await Promise.all([
    get<Ids<"lots">>(`/lot/info/${orgId}`),
    get<Ids<"rodeos">>(`/rodeo/${orgId}`),
    get<Ids<"cycles">>(`/reproductive-cycle/${orgId}`),
    get<Ids<"assets">>(`/asset/${orgId}`),
    get<Ids<"movements">>(`/movement/all/${orgId}?type=SELL&limit=1`),
    get<Ids<"movements">>(`/movement/all/${orgId}?limit=1`),
  ]);
  return {
    orgId,
    get,
    lot: lots.lots[0]!.id,
    rodeo: rodeos.rodeos[0]!.id,
    cycle: cycles.cycles[0]!.id,
    asset: assets.assets[0]!.id,
    sale: sales.movements[0]!.id,
    movement: log.movements[0]!.id,
  };
}

/** The ranch's screens as a member of the demo ranch reaches them, from the dashboard the log-in lands on. */
async function visitRanch(page: Page, found: Found[], owner: boolean) {
  const ids = await seedIds(page);
  await settled(page);
  await expect(page.locator(".skeleton-card")).toHaveCount(0);
  await analyse(page, "/", found);
  await visitShellPopups(page, found);
  // Money screens: the owner's invoices; a plain user reaching them by address sees they are not theirs.
  const invoice = owner
    ? [`/billing/${(await ids.get<Ids<"invoices">>(`/invoice/${ids.orgId}?page=1&limit=1`)).invoices[0]!.id}`]
    : [];
  await visitAll(
    page,
    [
      "/asistente-ai",
      "/campos",
      "/lots",
      "/mapa",
      `/lots/${ids.lot}`,
      "/lots/create",
      `/lots/${ids.lot}/edit`,
      // The boundary editor (owners; a plain user's address opens the map alone). Not next to /mapa: the same
      // page keeps its heading.
      `/mapa?editar=potrero-${ids.lot}`,
      "/mapa/importar",
      "/rodeos",
      `/rodeos/${ids.rodeo}`,
      "/animales",
      "/animales/caravanear",
      "/animales/pesada",
      "/animales/caravanas",
      `/data/${ids.movement}`,
      "/data",
      `/data/${ids.sale}`,
      "/sync",
      "/ciclos-reproductivos",
      `/ciclos-reproductivos/${ids.cycle}`,
      "/stock",
      `/stock/${ids.asset}`,
      "/create-stock",
      "/billing",
      ...invoice,
      "/create-invoice",
      "/purchases",
      "/upload-invoice",
      "/consumption",
      "/work-team",
      "/notes",
      "/tasks",
      "/configuration",
    ],
    found,
  );
}

/** The visitor's pages; an invitation's link asks a visitor to log in first. */
async function visitor(page: Page, found: Found[]) {
  await page.goto("/");
  await settled(page);
  await analyse(page, "/", found);
  await visitAll(page, ["/log-in", "/sign-up", "/recovery", "/pricing", "/admin-activation", "/invitation/1"], found);
}

/** The platform's screens, for the super admin who runs no ranch (the log-in lands on its metrics). */
async function superAdmin(page: Page, found: Found[]) {
  await logIn(page, DEMO.superAdmin);
  await expect(page.getByRole("heading", { level: 1, name: "Plataforma" })).toBeVisible();
  await settled(page);
  await analyse(page, "/dashboard/platform", found);
  await visitShellPopups(page, found);
  await visitAll(
    page,
    [
      "/users",
      "/organizations",
      "/dashboard/inactive-organizations",
      "/notifications",
      "/dashboard/whatsapp-templates",
      "/configuration",
      "/conversations",
    ],
    found,
  );
  // The seeded conversations (their messages of every kind, times and states), each opened from the inbox.
  for (let i = 0; i < 3; i++) {
    if (i > 0) await go(page, "/conversations");
    await arrive(page, () => page.locator("a[href^='/conversations/']").nth(i).click());
    await analyse(page, new URL(page.url()).pathname, found);
  }
}

const PEOPLE: Record<string, (page: Page, found: Found[]) => Promise<void>> = {
  visitor,
  owner: async (page, found) => {
    await logIn(page, DEMO.owner);
    await visitRanch(page, found, true);
  },
  "plain user": async (page, found) => {
    await logIn(page, DEMO.user);
    await visitRanch(page, found, false);
  },
  "super admin": superAdmin,
};

test("no route has a serious accessibility violation for a visitor, the owner, a plain user or the super admin", async ({
  browser,
  baseURL,
}) => {
  // The four walk at once, each in a browser context of their own (about a minute and a half in all on an
  // idle machine; the limit leaves room for a busy one).
  test.setTimeout(240_000);
  const found = await Promise.all(
    Object.entries(PEOPLE).map(async ([who, walk]) => {
      const context = await browser.newContext({
        baseURL,
        viewport: PHONE,
        hasTouch: true,
        isMobile: true,
        // What axe reads is what stays on screen, never a toast or a row half faded in or out.
        reducedMotion: "reduce",
        locale: "es-AR",
        timezoneId: "America/Argentina/Buenos_Aires",
      });
      const theirs: Found[] = [];
      try {
        await walk(await context.newPage(), theirs);
      } finally {
        await context.close();
      }
      return theirs.map((f) => ({ ...f, route: `${who}: ${f.route}` }));
    }),
  );
  expect(found.flat(), report(found.flat())).toEqual([]);
});
