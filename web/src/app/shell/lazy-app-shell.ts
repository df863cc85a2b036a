// The shell as its own chunk: visitors on /log-in never download it. Route loaders start it early.
import { lazy } from "react";

const loadAppShell = () => import("./app-shell");

let started: ReturnType<typeof loadAppShell> | null = null;

/** Starts loading the shell's chunk (once): a signed-in page needs it around the page's own chunk. */
export function preloadAppShell() {
  // A failed download (no signal) is tried again next time.
  started ??= loadAppShell().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

export const LazyAppShell = lazy(() => preloadAppShell().then((m) => ({ default: m.AppShell })));
