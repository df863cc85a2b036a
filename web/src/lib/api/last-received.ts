// When data last came from the server: any API answer (the log-in's and the screens' reads
// included) or live message. The sync line shows it, and "nunca" only when nothing ever came (a
// new device without signal). Kept in localStorage so a reload without signal still tells it. The
// line shows minutes, so the store is written and its listeners told once a minute at most: a
// burst of answers or messages re-renders nothing.
import { useSyncExternalStore } from "react";

const KEY = "tropero-last-sync";
const MINUTE_MS = 60_000;
const listeners = new Set<() => void>();

/** The last time data came from the server (ISO), or null when it never did on this device. */
export function lastReceivedAt(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Records that the server just sent data (`at`: milliseconds since the epoch). */
export function noteReceived(at: number = Date.now()): void {
  const stored = lastReceivedAt();
  const before = stored ? Date.parse(stored) : NaN;
  if (Math.floor(at / MINUTE_MS) <= Math.floor(before / MINUTE_MS)) return;
  try {
    localStorage.setItem(KEY, new Date(at).toISOString());
  } catch {
    // Private mode without storage: the line just says "nunca".
    return;
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's answers count too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The last time data came from the server, kept current (at most one re-render a minute). */
export function useLastReceived(): string | null {
  return useSyncExternalStore(subscribe, lastReceivedAt);
}
