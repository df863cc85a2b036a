// The first screen's loading path (docs/spa-data.md, "The first screen"): a signed-in reload of the
// dashboard asks the server once for the user and once for the summary (the boot script's answers are
// used, not asked again) and loads the shell with the dashboard as one preloaded chunk; a visitor on
// /log-in calls no API and never loads the signed-in screens' code.
import { expect, test, type Page, type Request } from "@playwright/test";
import { ownerPage, PHONE } from "./herd-helpers";

test.use({ viewport: PHONE });

/** Every request of the page from now on, by path. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r: Request) => seen.push(new URL(r.url()).pathname));
  return seen;
}

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
  expect(seen.filter((p) => p === "/api/user")).toHaveLength(1);
  expect(seen.filter((p) => p === `/api/dashboard/${orgId}`)).toHaveLength(1);
  const screens = seen.filter((p) => /^\/assets\/first-screen-[\w-]+\.js$/.test(p));
  expect(screens).toHaveLength(1);
  await context.close();
});

test("a visitor's /log-in calls no API and loads none of the signed-in screens", async ({ page }) => {
  const seen = recordRequests(page);
  await page.goto("/log-in");
  await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  expect(seen.filter((p) => p.startsWith("/api/"))).toEqual([]);
  expect(seen.filter((p) => p.includes("first-screen"))).toEqual([]);
  expect(seen.filter((p) => /^\/assets\/visitor-screen-[\w-]+\.js$/.test(p))).toHaveLength(1);
});
