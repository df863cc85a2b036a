// The session's start without signal (docs/offline.md): a failed connection is "offline", never "logged out".
// The user and organizations stored on this device at the last online start are used, the last
// synchronised data is put back into the query cache, and the session is verified again when the
// connection returns. A 401 still ends the session as before (request-core, session-actions).
import { atom } from "jotai";
import { tokenUserId } from "../api/jwt";
import { authenticatedAtom, currentUserAtom, selectedOrganizationIdAtom, sessionLoadingAtom } from "./atoms";
import { appStore } from "./jotai-store";
import { applyOrganizations } from "./organization-selection";

/** True while the session runs from the copy stored on the device (the server was not reached). */
export const sessionOfflineAtom = atom(false);

/** The snapshots module, loaded on first use (it brings idb; /log-in does not need it). */
export const snapshotsModule = () => import("../offline/snapshots-session");

/** Browsers (or tests) without IndexedDB simply keep nothing. */
const hasIndexedDb = () => typeof indexedDB !== "undefined";

/** Waits for `work` at most `ms`: a stuck IndexedDB never holds the app's start. */
export function atMost<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([work, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);
}

/** Starts restoring the token's user's snapshots of the stored selection; resolves when done. */
export function restoreSnapshotsEarly(token: string): Promise<unknown> {
  const userId = tokenUserId(token);
  const orgId = appStore.get(selectedOrganizationIdAtom);
  if (!hasIndexedDb()) return Promise.resolve();
  return snapshotsModule()
    .then((m) => {
      m.installSnapshots();
      return userId !== null && orgId !== null ? m.restoreForSession(userId, orgId) : 0;
    })
    .catch((e: unknown) => console.warn("snapshots not restored", e));
}

/**
 * The server could not be reached: continue with the stored user and organizations of the token's user.
 * False when this device has no copy for that user (the caller then keeps the tokens, signed out on screen).
 */
export async function startOffline(token: string): Promise<boolean> {
  const userId = tokenUserId(token);
  if (userId === null || !hasIndexedDb()) return false;
  const m = await snapshotsModule().catch(() => null);
  const copy = await m?.readStoredSession(userId).catch(() => null);
  if (!m || !copy) return false;
  appStore.set(sessionOfflineAtom, true);
  appStore.set(currentUserAtom, copy.user);
  appStore.set(authenticatedAtom, true);
  applyOrganizations(copy.organizations);
  const orgId = appStore.get(selectedOrganizationIdAtom);
  if (orgId !== null) await atMost(m.restoreForSession(userId, orgId), 2000, 0).catch(() => 0);
  appStore.set(sessionLoadingAtom, false);
  return true;
}

/** The server refused the stored session at start: its user's records leave the device (as at log-out). */
export async function forgetTokenUser(token: string): Promise<void> {
  const userId = tokenUserId(token);
  if (userId === null || !hasIndexedDb()) return;
  await snapshotsModule()
    .then((m) => m.forgetUser(userId))
    .catch((e: unknown) => console.warn("snapshots not wiped", e));
}

/** The server answered again: the session is a normal one (its copy is written again). */
export function endOfflineStart(): void {
  if (!appStore.get(sessionOfflineAtom)) return;
  appStore.set(sessionOfflineAtom, false);
}
