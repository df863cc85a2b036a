// The update prompt (docs/offline.md): a new version of the app is installed and waiting; the toast stays until
// the user accepts it, so a page never switches builds under the user's hands.
import { toast } from "../toast";
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
