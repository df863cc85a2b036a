// Session lifecycle actions (docs/client-rules.md): verify the stored session on start, start one after
// log-in or sign-up, load organizations, log out. The UI calls these; they keep the atoms right.
import { useCallback } from "react";
import { api, call, isApiError } from "../api/client";
import { authenticatedAtom, currentUserAtom, sessionLoadingAtom, tokenAtom } from "./atoms";
import { appStore } from "./jotai-store";
import {
  endOfflineStart,
  forgetTokenUser,
  restoreSnapshotsEarly,
  sessionOfflineAtom,
  startOffline,
} from "./offline-start";
import { applyOrganizations } from "./organization-selection";
import { endSession } from "./session-events";
import { sessionTokenStore } from "./token-store";
import type { CurrentUser, Organization } from "./types";

import { storeSessionTokens, type AuthTokens } from "./store-tokens";

export type { AuthTokens };

const isConnectionError = (e: unknown) => isApiError(e) && (e.status === "FETCH_ERROR" || e.status === "TIMEOUT_ERROR");

/** GET /organization/my-organizations and the selection fallback. A server failure logs out. */
export async function refetchOrganizations(): Promise<Organization[]> {
  try {
    const { organizations } = await call(api.organization["my-organizations"].$get());
    applyOrganizations(organizations);
    return organizations;
  } catch (e) {
    // docs/client-rules.md: failing to fetch the organizations forces a logout. A dropped connection is not
    // the server refusing: keep the session and let the caller retry.
    if (!isConnectionError(e)) void logout();
    throw e;
  }
}

export function useRefetchOrganizations() {
  return useCallback(() => refetchOrganizations(), []);
}

/** GET /user; refreshes the current user (after a profile change, for instance). */
export async function refetchCurrentUser(): Promise<CurrentUser> {
  const { user } = await call(api.user.$get());
  appStore.set(currentUserAtom, user);
  appStore.set(authenticatedAtom, true);
  return user;
}

let inflightVerify: Promise<void> | null = null;

/** Verifies the stored session: user, then organizations. Loading ends with the user fetch. */
export function verifySession(): Promise<void> {
  // Concurrent callers (StrictMode's double effect) share one check.
  inflightVerify ??= runVerify().finally(() => {
    inflightVerify = null;
  });
  return inflightVerify;
}

async function runVerify(): Promise<void> {
  // localStorage is the source of truth shared by tabs; the atom may have been read before a
  // token was stored there (e.g. by another tab or a test), so bring it up to date first.
  const stored = sessionTokenStore.getToken();
  if (stored && stored !== appStore.get(tokenAtom)) {
    sessionTokenStore.setTokens(stored, sessionTokenStore.getRefreshToken());
  }
  const token = appStore.get(tokenAtom);
  if (!token) {
    appStore.set(authenticatedAtom, false);
    appStore.set(sessionLoadingAtom, false);
    return;
  }
  // A session already running from the device's copy is checked again quietly: its screens stay as they are
  // (no loading state, no second restore), so a retry without signal changes nothing on screen.
  const again = appStore.get(sessionOfflineAtom);
  if (!again) {
    appStore.set(sessionLoadingAtom, true);
    // The last synchronised data of this user comes back while the user is fetched. Online, the screen does
    // not wait for it: each page's loader is already fetching its data (and holds its place meanwhile), and
    // a copy that lands first shows until the answer does.
    void restoreSnapshotsEarly(token);
  }
  try {
    await refetchCurrentUser();
  } catch (e) {
    // docs/client-rules.md: a 403 on the user fetch keeps the loading state; any other failure logs out.
    if (isApiError(e) && e.status === 403) return;
    // No connection is not the server refusing (docs/offline.md): the stored user and organizations, if this
    // device has them, else a visitor's screens with the tokens kept; verified again once online.
    if (isConnectionError(e)) {
      if (!again && !(await startOffline(token))) {
        appStore.set(authenticatedAtom, false);
        appStore.set(sessionLoadingAtom, false);
      }
      retryLater();
      return;
    }
    appStore.set(authenticatedAtom, false);
    await Promise.all([logout(), forgetTokenUser(token)]);
    return;
  }
  retries = 0;
  endOfflineStart();
  appStore.set(sessionLoadingAtom, false);
  await refetchOrganizations().catch(() => undefined);
}

/** Back online after a start without signal: the session is verified against the server again. */
function verifyWhenOnline(): void {
  const waiting = appStore.get(sessionOfflineAtom) || (!appStore.get(authenticatedAtom) && !!appStore.get(tokenAtom));
  if (waiting) void verifySession();
}
if (typeof window !== "undefined") {
  window.addEventListener("online", () => {
    // The `online` event often comes before the connection carries requests (a phone joining a network, a
    // browser lifting its own offline mode): a failure right after it is retried within seconds, not 30.
    retries = 0;
    verifyWhenOnline();
  });
}

/**
 * The server may be down while the device is online (no `online` event will come): try again now and then,
 * soon at first (1 s, 3 s, 10 s after each `online` event), then every OFFLINE_RETRY_MS.
 */
export const OFFLINE_RETRY_MS = 30_000;
const FIRST_RETRIES_MS = [1_000, 3_000, 10_000];
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
function retryLater(): void {
  clearTimeout(retryTimer);
  const delay = navigator.onLine ? (FIRST_RETRIES_MS[retries++] ?? OFFLINE_RETRY_MS) : OFFLINE_RETRY_MS;
  retryTimer = setTimeout(() => {
    if (navigator.onLine) verifyWhenOnline();
    else retryLater();
  }, delay);
}

/** After log-in or sign-up: the previous organization is forgotten, the new tokens stored. */
export async function startSession(tokens: AuthTokens): Promise<void> {
  storeSessionTokens(tokens);
  await verifySession();
}

/** POST /auth/log-out, then local state is cleared whatever the API answered (docs/client-rules.md). */
export async function logout(): Promise<void> {
  try {
    if (appStore.get(tokenAtom)) await call(api.auth["log-out"].$post());
  } catch {
    // The session ends locally anyway.
  }
  endSession();
}
