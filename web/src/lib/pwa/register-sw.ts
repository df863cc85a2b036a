// The service worker's registration and its update prompt (issue #16). Loaded lazily by main.tsx after the
// first paint, so /log-in's JavaScript does not grow; the registration code comes from vite-plugin-pwa's
// virtual module (no inline script: the CSP forbids them).
import { toast } from "sonner";
import { registerSW } from "virtual:pwa-register";
import { defineMessages, localeAtom } from "../i18n";
import { appStore } from "../session/jotai-store";

const messages = defineMessages(
  {
    updateTitle: "Nueva versión disponible",
    updateText: "Actualizá para usar la última versión de Tropero.",
    update: "Actualizar",
  },
  {
    updateTitle: "New version available",
    updateText: "Update to use the latest version of Tropero.",
    update: "Update",
  },
);

/** The toast stays until the user acts: "Actualizar" activates the waiting worker and reloads the page. */
export function showUpdatePrompt(update: () => Promise<void>): void {
  const t = messages[appStore.get(localeAtom)];
  toast(t.updateTitle, {
    id: "sw-update",
    description: t.updateText,
    duration: Infinity,
    action: { label: t.update, onClick: () => void update() },
  });
}

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
