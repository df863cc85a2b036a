// Listeners for live messages that are not herd data (issue #15: the bell's per-user messages). The socket
// (start-live-sync.ts) hands every message here too; a feature subscribes without loading the socket code.
import type { SocketMessage } from "@shared/socket-messages";

type Listener = (message: SocketMessage) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with every live message; returns the unsubscribe function. */
export function onSocketMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Hands `message` to every listener (a failing one does not stop the others). */
export function emitSocketMessage(message: SocketMessage): void {
  for (const listener of listeners) {
    try {
      listener(message);
    } catch (e) {
      console.error("socket listener failed", e);
    }
  }
}
