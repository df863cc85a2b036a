// Whether the owner hid the "Primeros pasos" card, per organization, on this device (localStorage). There is
// no per-user preference store on the server; a hidden card is a choice about this screen, not data. Other
// tabs follow through the storage event; without storage (private modes) the choice lasts this visit.
import { useCallback, useSyncExternalStore } from "react";
import { safeStorage } from "../../lib/session/local-storage";

const key = (orgId: number) => `firstStepsDismissed:${orgId}`;
const inMemory = new Set<number>();
const listeners = new Set<() => void>();

export function isFirstStepsDismissed(orgId: number): boolean {
  const storage = safeStorage();
  return inMemory.has(orgId) || storage?.getItem(key(orgId)) === "1";
}

export function dismissFirstSteps(orgId: number): void {
  inMemory.add(orgId);
  try {
    safeStorage()?.setItem(key(orgId), "1");
  } catch {
    // A full or refused storage: the in-memory choice still hides the card for this visit.
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
