// Whether a screen fits a phone: run in the page, it lists what sticks out of the screen, any text with a
// figure that is cut or overflows its box, and any money figure that broke over two lines.
import { expect, type Page } from "@playwright/test";

export const PHONE_WIDTHS = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
] as const;

/** What does not fit in the page's main area at its current size (an empty list when everything fits). */
export function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (el: Element) => {
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
      return `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}"> "${text}"`;
    };
    /** Inside a box that scrolls sideways (a row of tabs) nothing sticks out of the screen: the box clips it.
     *  The box itself must not hide a figure past its edge (checked below like any other element). */
    const scrolls = (el: Element) => {
      for (let a = el.parentElement; a && a.tagName !== "MAIN"; a = a.parentElement) {
        const overflow = getComputedStyle(a).overflowX;
        if (overflow === "auto" || overflow === "scroll") return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > viewport) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${viewport} px`);
    }
    for (const el of document.querySelectorAll("main *")) {
      if (!(el instanceof HTMLElement) || el.closest(".visually-hidden")) continue;
      // A map's canvas and labels move with the map; its frame clips them (docs/map.md).
      if (el.closest(".maplibregl-map")) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if ((box.left < -1 || box.right > viewport + 1) && !scrolls(el)) {
        found.push(`${name(el)} sticks out of the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      }
      const figure = /\d/.test(el.textContent ?? "");
      if (figure && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
        found.push(`${name(el)} is cut or overflows: ${el.scrollWidth} px in ${el.clientWidth} px`);
      }
    }
    // A money tile's figures are one line each (a figure may wrap anywhere only as a last resort).
    for (const dd of document.querySelectorAll<HTMLElement>("main .stat-money > dd:not(.stat-note)")) {
      const lineHeight = parseFloat(getComputedStyle(dd).lineHeight) || parseFloat(getComputedStyle(dd).fontSize) * 1.5;
      if (dd.getBoundingClientRect().height > lineHeight * 1.5) found.push(`${name(dd)} breaks over two lines`);
    }
    return found;
  });
}

/** The page has settled: its title is up and nothing says it is still loading. */
export async function settled(page: Page) {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator("main h1").first()).not.toHaveText(/^Cargando/);
  await expect(page.locator("main").locator(".inline-loading, .loading-screen, .skeleton-card")).toHaveCount(0);
}

/** Checks the page at each phone width, in place (a resize, not a reload), with its <details> open. */
export async function expectFitsPhones(page: Page, where: string) {
  await page.evaluate(() =>
    document.querySelectorAll("main details").forEach((d) => ((d as HTMLDetailsElement).open = true)),
  );
  for (const size of PHONE_WIDTHS) {
    await page.setViewportSize(size);
    // The resize has been laid out once the next frame is drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await misfits(page), `${where} at ${size.width} px`).toEqual([]);
  }
}
