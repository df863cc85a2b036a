// The end of a session (log-out, failed refresh, expired refresh token, no token): docs/client-rules.md
// clears the three stored keys and the in-memory state, tells listeners (the live socket
// disconnects) and sends the user to /log-in.
import { SESSION_END_PATH } from "../paths";
import {
  authenticatedAtom,
  currentUserAtom,
  organizationsAtom,
  pendingRoomJoinAtom,
  previousOrganizationIdAtom,
  refreshTokenAtom,
  selectedOrganizationIdAtom,
  sessionEndingAtom,
  sessionLoadingAtom,
  tokenAtom,
} from "./atoms";
import { appStore } from "./jotai-store";
import { navigateTo } from "./navigation";

type Listener = () => void;
const listeners = new Set<Listener>();

/** Runs `listener` every time a session ends; returns the unsubscribe function. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Removes token, refresh token and selected organization (the storage keys of docs/client-rules.md). */
export function clearStoredSession(store = appStore): void {
  store.set(tokenAtom, null);
  store.set(refreshTokenAtom, null);
  store.set(selectedOrganizationIdAtom, null);
}

export function endSession(store = appStore): void {
  store.set(sessionEndingAtom, true);
  navigateTo(SESSION_END_PATH, { replace: true });
  clearStoredSession(store);
  store.set(authenticatedAtom, false);
  store.set(currentUserAtom, null);
  store.set(organizationsAtom, null);
  store.set(previousOrganizationIdAtom, null);
  store.set(pendingRoomJoinAtom, null);
  store.set(sessionLoadingAtom, false);
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (e) {
      console.error(e);
    }
  }
}
