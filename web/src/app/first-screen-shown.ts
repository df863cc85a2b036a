// "The first screen first" (docs/spa-data.md): what the first screen does not show (the live socket, the
// service worker) starts only once a page has been painted, so on a slow phone it does not compete with
// that page for the link and the processor. Every page marks it on mount (the dashboard once its summary is
// here): the page frame inside the shell, the account pages' frame and the public pages' header.
import { atom } from "jotai";
import { appStore } from "../lib/session/jotai-store";

export const firstScreenShownAtom = atom(false);

/** A processor never idle (a busy phone) still starts the rest within this time. */
const IDLE_AT_MOST_MS = 1_000;

let announce: () => void = () => undefined;
/** Resolves once, after the first page's first paint. */
export const firstScreenShown = new Promise<void>((resolve) => (announce = resolve));

/**
 * Called by the first page once it shows its data: after the next frame is painted and the processor is idle
 * (the page's background renders done, the frame presented), whatever waited may start.
 */
export function markFirstScreenShown(): void {
  if (appStore.get(firstScreenShownAtom)) return;
  const mark = () => {
    appStore.set(firstScreenShownAtom, true);
    announce();
  };
  const whenIdle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(mark, { timeout: IDLE_AT_MOST_MS }) : mark();
  const afterPaint = () => setTimeout(whenIdle, 0);
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(afterPaint);
  else afterPaint();
}
