// "The first screen first" (docs/spa-data.md): what the first screen does not show (the live socket, the
// service worker) starts only once a page has been painted, so on a slow phone it does not compete with
// that page for the link and the processor. Every page marks it on mount: the page frame inside the shell, the
// account pages' frame and the public pages' header.
import { atom } from "jotai";
import { appStore } from "../lib/session/jotai-store";

export const firstScreenShownAtom = atom(false);

let announce: () => void = () => undefined;
/** Resolves once, after the first page's first paint. */
export const firstScreenShown = new Promise<void>((resolve) => (announce = resolve));

/** Called by the first page on mount: the next frame is painted, then whatever waited may start. */
export function markFirstScreenShown(): void {
  if (appStore.get(firstScreenShownAtom)) return;
  const afterPaint = () =>
    setTimeout(() => {
      appStore.set(firstScreenShownAtom, true);
      announce();
    }, 0);
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(afterPaint);
  else afterPaint();
}
