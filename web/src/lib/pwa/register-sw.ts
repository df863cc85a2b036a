// The service worker's registration and its update prompt (docs/offline.md). Loaded lazily by main.tsx after the
// first paint, so /log-in's JavaScript does not grow; the registration code comes from vite-plugin-pwa's
// virtual module (no inline script: the CSP forbids them).
import { registerSW } from "virtual:pwa-register";
import { showUpdatePrompt } from "./update-prompt";

let registered = false;

/** Registers /sw.js once (production builds only: the dev server has no service worker). */
export function registerServiceWorker(): void {
  if (registered || !("serviceWorker" in navigator)) return;
  registered = true;
  const updateSW = registerSW({
    onNeedRefresh: () => showUpdatePrompt(() => updateSW(true)),
    onRegisterError: (error: unknown) => console.error("service worker registration failed", error),
  });
}
