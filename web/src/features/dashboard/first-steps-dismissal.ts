// Whether the owner hid the "Primeros pasos" card, per organization, on this device (localStorage). There is
// no per-user preference store on the server; a hidden card is a choice about this screen, not data. Other
// tabs follow through the storage event; without storage (private modes) the choice lasts this visit.
import { useCallback, useSyncExternalStore } from "react";

/** localStorage, or null where reading it throws (as lib/session's safeStorage; not imported, so the card's
 * chunk needs nothing from the app's entry). */
function safeStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

const key = (orgId: number) => `firstStepsDismissed:${orgId}`;
const inMemory = new Set<number>();
const listeners = new Set<() => void>();

export function isFirstStepsDismissed(orgId: number): boolean {
  return safeStorage()?.getItem(key(orgId)) === "1" || inMemory.has(orgId);
}

export function dismissFirstSteps(orgId: number): void {
  const storage = safeStorage();
  try {
    if (storage) storage.setItem(key(orgId), "1");
    else inMemory.add(orgId);
  } catch {
    // A full or refused storage: the choice hides the card for this visit.
    inMemory.add(orgId);
  }
  for (const notify of listeners) notify();
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith("firstStepsDismissed:")) notify();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener("storage", onStorage);
  };
}

export function useFirstStepsDismissed(orgId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    useCallback(() => isFirstStepsDismissed(orgId), [orgId]),
  );
}
