// Wires the live socket to the session and the query cache: joins the selected organization's
// room while the user is authenticated, applies every message to the herd entries, refetches
// after a reconnect, and disconnects on log-out and when the refresh token expires (the query
// cache clears itself when the session ends, see query-client.ts).
import type { Query } from "@tanstack/react-query";
import { api, call } from "../api/client";
import { bookmarkStore } from "../api/bookmark";
import { noteReceived } from "../api/last-received";
import { queryClient } from "../query/query-client";
import { queryKeys } from "../query/query-keys";
import { notificationKeys } from "../../data/notifications";
import { applyLiveMessage, type LiveHooks } from "../../data/live/apply-live-message";
import {
  authenticatedAtom,
  pendingRoomJoinAtom,
  refreshTokenAtom,
  selectedOrganizationIdAtom,
  tokenAtom,
} from "../session/atoms";
import { endSession, onSessionEnd } from "../session/session-events";
import { refetchOrganizations } from "../session/session-actions";
import type { Store } from "../session/store-type";
import { sessionTokenStore } from "../session/token-store";
import { freshSocketToken, msUntilRefreshExpiry } from "./fresh-token";
import { LiveSocketManager } from "./socket-manager";
import { liveErrorAtom, liveStatusAtom } from "./live-status";
import { wakeOnReturn } from "./wake-on-return";

export { liveErrorAtom, liveStatusAtom } from "./live-status";

/** setTimeout's limit (~24.8 days); a 30-day refresh token is checked again after it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);

/**
 * Refetch after a reconnect (docs/client-rules.md): the organizations, and every entry of the organization
 * (lots, movements, categories, rodeos, cycles...) and the caller's notifications: shown ones at once, the
 * others when shown.
 */
export function refetchAfterReconnect(orgId: number): void {
  quiet(refetchOrganizations());
  quiet(queryClient.invalidateQueries({ queryKey: queryKeys.org(orgId) }));
  // The bell's per-user messages sent while the socket was down (docs/administration.md).
  quiet(queryClient.invalidateQueries({ queryKey: notificationKeys.mine() }));
}

/**
 * Between the first screen's reads and this socket's first connection, a message could be sent that the
 * socket never got. The room's hello says when it last sent one: every entry read before then (with a margin
 * for the way back from the server and the two clocks) is fetched again; shown ones at once
 * (docs/spa-data.md, "Catching up at the start").
 */
export const CATCH_UP_MARGIN_MS = 5_000;

export function catchUpAfterJoin(orgId: number, lastMessageMsAgo: number | null, now = Date.now()): void {
  if (lastMessageMsAgo === null) return;
  const sentAt = now - lastMessageMsAgo;
  const readBefore = (query: Query) =>
    query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < sentAt + CATCH_UP_MARGIN_MS;
  quiet(queryClient.invalidateQueries({ queryKey: queryKeys.org(orgId), predicate: readBefore }));
  quiet(queryClient.invalidateQueries({ queryKey: notificationKeys.mine(), predicate: readBefore }));
}

export const liveHooks: LiveHooks = {
  refetchOrganizations: () => quiet(refetchOrganizations()),
};

/** The session's access token for a socket connection, refreshed first when expiring (also the inbox's socket). */
export const sessionSocketToken = () =>
  freshSocketToken({
    getToken: () => sessionTokenStore.getToken(),
    getRefreshToken: () => sessionTokenStore.getRefreshToken(),
    touchApi: () => call(api.user.$get()),
    endSession: () => endSession(),
    now: () => Date.now(),
  });

const running = new WeakMap<Store, { users: number; stop: () => void }>();

/**
 * Starts live sync on `store` and returns the function that stops it. Mounted twice (StrictMode,
 * two layouts), it still runs once: one socket and one cache update per message.
 */
export function startLiveSync(store: Store): () => void {
  const current = running.get(store);
  if (current) current.users++;
  else running.set(store, { users: 1, stop: run(store) });
  let released = false;
  return () => {
    const entry = running.get(store);
    if (released || !entry) return;
    released = true;
    if (--entry.users > 0) return;
    running.delete(store);
    entry.stop();
  };
}

function run(store: Store): () => void {
  const manager = new LiveSocketManager({
    hasSession: () => !!sessionTokenStore.getToken(),
    getToken: sessionSocketToken,
    getRoom: () => (store.get(authenticatedAtom) ? store.get(selectedOrganizationIdAtom) : null),
    host: location.host,
    secure: location.protocol === "https:",
    onMessage: (message, orgId) => {
      // Refetches this message causes read data at least as new as the change it announces.
      bookmarkStore.advance(message.bookmark ?? null);
      noteReceived();
      applyLiveMessage(message, orgId, queryClient, liveHooks);
    },
    onReconnect: (orgId) => refetchAfterReconnect(orgId),
    onHello: (orgId, lastMessageMsAgo) => catchUpAfterJoin(orgId, lastMessageMsAgo),
    onStatus: (status) => {
      store.set(liveStatusAtom, status);
      if (status === "open") store.set(liveErrorAtom, null);
    },
    onError: (message) => {
      store.set(liveErrorAtom, message);
      console.warn(`Live sync: ${message}`);
    },
    onAccessLost: () => quiet(refetchOrganizations()),
  });

  const sync = () => {
    const orgId = store.get(authenticatedAtom) ? store.get(selectedOrganizationIdAtom) : null;
    manager.join(orgId);
    if (orgId !== null && store.get(pendingRoomJoinAtom) === orgId) store.set(pendingRoomJoinAtom, null);
  };

  // The refresh token's last 30 s end the session (which disconnects, below).
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  const watchRefreshExpiry = () => {
    clearTimeout(expiryTimer);
    const ms = msUntilRefreshExpiry(store.get(refreshTokenAtom), Date.now());
    if (ms === null || !store.get(authenticatedAtom)) return;
    expiryTimer = setTimeout(
      () => {
        if (msUntilRefreshExpiry(store.get(refreshTokenAtom), Date.now()) === 0) endSession();
        else watchRefreshExpiry();
      },
      Math.min(ms, MAX_TIMER_MS),
    );
  };

  const unsubscribe = [
    // Back online or back on screen: connect now rather than at the end of the backoff (then refetch).
    wakeOnReturn(manager),
    store.sub(selectedOrganizationIdAtom, sync),
    store.sub(authenticatedAtom, () => {
      sync();
      watchRefreshExpiry();
    }),
    store.sub(pendingRoomJoinAtom, sync),
    // A new token after a failed attempt (e.g. log-in in another tab) is worth trying at once.
    store.sub(tokenAtom, () => manager.retry()),
    store.sub(refreshTokenAtom, watchRefreshExpiry),
    onSessionEnd(() => manager.disconnect()),
  ];
  sync();
  watchRefreshExpiry();

  return () => {
    clearTimeout(expiryTimer);
    for (const off of unsubscribe) off();
    manager.disconnect();
  };
}
