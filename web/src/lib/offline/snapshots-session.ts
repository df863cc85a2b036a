// The snapshots in the session's life (loaded lazily by the session start, off the /log-in path): saving
// kept queries and the session's user and organizations while signed in, restoring them at start, and
// wiping the user's records when the session ends. Installed once per page.
import { queryClient } from "../query/query-client";
import { authenticatedAtom, currentUserAtom, organizationsAtom, selectedOrganizationIdAtom } from "../session/atoms";
import { appStore } from "../session/jotai-store";
import { sessionOfflineAtom } from "../session/offline-start";
import { onSessionEnd } from "../session/session-events";
import type { CurrentUser, Organization } from "../session/types";
import { persistSnapshots, restoreSnapshots } from "./snapshots-cache";
import { readSessionCopy, saveSessionCopy, wipeSnapshots } from "./snapshots";

let installed = false;
/** The last signed-in user: the session end clears the atom before its listeners run. */
let lastUserId: number | null = null;

const signedInUserId = () => (appStore.get(authenticatedAtom) ? (appStore.get(currentUserAtom)?.id ?? null) : null);

function rememberSession(): void {
  const user = appStore.get(currentUserAtom);
  const organizations = appStore.get(organizationsAtom);
  // While the session runs from the stored copy, nothing of it is written back.
  if (appStore.get(sessionOfflineAtom) || !user || !organizations || !appStore.get(authenticatedAtom)) return;
  saveSessionCopy(user, organizations).catch((e: unknown) => console.warn("session copy not saved", e));
}

export function installSnapshots(): void {
  if (installed) return;
  installed = true;
  const writer = persistSnapshots(queryClient, signedInUserId);
  // The screen's answers may land before the session check names the user: they are kept once it does.
  const saveOnceSignedIn = () => {
    if (signedInUserId() !== null) writer.saveCached();
  };
  appStore.sub(authenticatedAtom, saveOnceSignedIn);
  appStore.sub(currentUserAtom, () => {
    lastUserId = appStore.get(currentUserAtom)?.id ?? lastUserId;
    rememberSession();
    saveOnceSignedIn();
  });
  appStore.sub(organizationsAtom, rememberSession);
  appStore.sub(sessionOfflineAtom, rememberSession);
  // Another organization picked: its snapshots come back too (the cache only keeps the selected one's).
  appStore.sub(selectedOrganizationIdAtom, () => {
    const userId = signedInUserId();
    const orgId = appStore.get(selectedOrganizationIdAtom);
    if (userId !== null && orgId !== null) restoreForSession(userId, orgId).catch(() => 0);
  });
  // The user and organizations may have arrived before this chunk did: keep them now.
  lastUserId = appStore.get(currentUserAtom)?.id ?? lastUserId;
  rememberSession();
  onSessionEnd(() => {
    const userId = lastUserId;
    lastUserId = null;
    // Log-out: this user's data leaves the device (the next person on it must not see it).
    if (userId !== null) wipeSnapshots(userId).catch((e: unknown) => console.warn("snapshots not wiped", e));
  });
}

/** The user's snapshots of `orgId` into the query cache (before the screens ask for them). */
export function restoreForSession(userId: number, orgId: number): Promise<number> {
  return restoreSnapshots(queryClient, userId, orgId);
}

/** Everything this device keeps for `userId` (a session refused at start, before any user was signed in). */
export function forgetUser(userId: number): Promise<void> {
  return wipeSnapshots(userId);
}

/** The stored user and organizations of `userId`, or null when this device has none. */
export async function readStoredSession(
  userId: number,
): Promise<{ user: CurrentUser; organizations: Organization[] } | null> {
  const copy = await readSessionCopy<CurrentUser, Organization>(userId);
  return copy && copy.user.id === userId ? copy : null;
}
