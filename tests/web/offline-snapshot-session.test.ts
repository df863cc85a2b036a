// The session's start without signal (docs/offline.md), through the real session actions, API client and a real
// IndexedDB implementation: a failed connection keeps the stored user, organizations and data; a 401
// still logs out, and the log-out wipes that user's snapshots; another user's token never opens them.
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closeOfflineDb } from "../../web/src/lib/offline/offline-db";
import { readSessionCopy, readSnapshots, saveSnapshot } from "../../web/src/lib/offline/snapshots";
import { queryClient } from "../../web/src/lib/query/query-client";
import { lotKeys } from "../../web/src/data/lots";
import {
  appStore,
  authenticatedAtom,
  currentUserAtom,
  organizationsAtom,
  selectedOrganizationIdAtom,
  sessionLoadingAtom,
  sessionOfflineAtom,
  setNavigator,
  STORAGE_KEYS,
  tokenAtom,
  verifySession,
} from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

const ORG = 7;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const user = {
  id: 1,
  email: "propietario@tropero.app",
  first_name: "Ana",
  last_name: "Paz",
  user_organizations: [],
  is_super_admin: false,
};
const organizations = [{ id: ORG, name: "Estancia La Esperanza", role: "owner", members: [] }];
const lots = [{ id: 1, name: "Bajo" }];

const online = vi.fn(async (url: string) =>
  url.endsWith("/api/user")
    ? json(200, { user })
    : url.endsWith("/organization/my-organizations")
      ? json(200, { organizations })
      : json(200, { ok: true }),
);
const noSignal = vi.fn(async () => {
  throw new TypeError("Failed to fetch");
});

/** A page load: the tokens and selection in localStorage, nothing in memory. */
function reload(sub = "1") {
  appStore.set(tokenAtom, null);
  appStore.set(selectedOrganizationIdAtom, ORG);
  appStore.set(currentUserAtom, null);
  appStore.set(organizationsAtom, null);
  appStore.set(authenticatedAtom, false);
  appStore.set(sessionLoadingAtom, true);
  appStore.set(sessionOfflineAtom, false);
  queryClient.clear();
  // The atoms write through to localStorage: the stored session goes in last.
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(600, Date.now(), { sub }));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now(), { sub }));
}

beforeEach(async () => {
  await closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
  setNavigator(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

/** An online start that leaves the session copy and a lots snapshot of user 1 on the device. */
async function onlineStart() {
  reload();
  vi.stubGlobal("fetch", online);
  await verifySession();
  expect(appStore.get(authenticatedAtom)).toBe(true);
  await vi.waitFor(async () => expect(await readSessionCopy(1)).not.toBeNull());
  await saveSnapshot(1, lotKeys.list(ORG), lots, Date.parse("2026-11-23T12:00:00Z"));
}

describe("a start without signal", () => {
  it("keeps the stored user, organizations, selection and data, and the tokens", async () => {
    await onlineStart();
    reload();
    vi.stubGlobal("fetch", noSignal);
    await verifySession();
    expect(appStore.get(authenticatedAtom)).toBe(true);
    expect(appStore.get(sessionLoadingAtom)).toBe(false);
    expect(appStore.get(sessionOfflineAtom)).toBe(true);
    expect(appStore.get(currentUserAtom)?.email).toBe(user.email);
    expect(appStore.get(organizationsAtom)).toEqual(organizations);
    expect(appStore.get(selectedOrganizationIdAtom)).toBe(ORG);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeTruthy();
    expect(queryClient.getQueryData(lotKeys.list(ORG))).toEqual(lots);
    expect(queryClient.getQueryState(lotKeys.list(ORG))?.dataUpdatedAt).toBe(Date.parse("2026-11-23T12:00:00Z"));
  });

  it("is verified again when the connection returns", async () => {
    await onlineStart();
    reload();
    vi.stubGlobal("fetch", noSignal);
    await verifySession();
    expect(appStore.get(sessionOfflineAtom)).toBe(true);
    vi.stubGlobal("fetch", online);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(appStore.get(sessionOfflineAtom)).toBe(false));
    expect(appStore.get(authenticatedAtom)).toBe(true);
  });

  it("a connection that fails right after the `online` event is tried again within seconds", async () => {
    await onlineStart();
    reload();
    vi.stubGlobal("fetch", noSignal);
    await verifySession();
    // The event comes first; the first request after it still finds no network (a phone joining a network).
    noSignal.mockClear();
    // A retry without signal leaves the screens alone: never a loading state (the shell would remount).
    const loading: boolean[] = [];
    const unsubscribe = appStore.sub(sessionLoadingAtom, () => loading.push(appStore.get(sessionLoadingAtom)));
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(noSignal).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 50));
    unsubscribe();
    expect(loading).toEqual([]);
    expect(appStore.get(sessionOfflineAtom)).toBe(true);
    vi.stubGlobal("fetch", online);
    // The next try is a second later, not OFFLINE_RETRY_MS (30 s) later.
    await vi.waitFor(() => expect(appStore.get(sessionOfflineAtom)).toBe(false), { timeout: 2500 });
    expect(appStore.get(authenticatedAtom)).toBe(true);
  });

  it("another user's token on the device gets none of it, and is not logged out either", async () => {
    await onlineStart();
    reload("2");
    vi.stubGlobal("fetch", noSignal);
    await verifySession();
    expect(appStore.get(authenticatedAtom)).toBe(false);
    expect(appStore.get(currentUserAtom)).toBeNull();
    expect(queryClient.getQueryData(lotKeys.list(ORG))).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeTruthy();
  });
});

describe("a 401 and the log-out", () => {
  it("a session refused at the first start of the page wipes the token's user's snapshots", async () => {
    await saveSnapshot(3, lotKeys.list(ORG), lots, 1);
    await saveSnapshot(4, lotKeys.list(ORG), lots, 1);
    reload("3");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { ok: false, message: "Sesión expirada" })),
    );
    await verifySession();
    expect(appStore.get(authenticatedAtom)).toBe(false);
    await vi.waitFor(async () => expect(await readSnapshots(3, ORG)).toEqual([]));
    expect(await readSnapshots(4, ORG)).toHaveLength(1);
  });

  it("a refused session still logs out, and the user's snapshots leave the device", async () => {
    await onlineStart();
    expect(await readSnapshots(1, ORG)).toHaveLength(1);
    reload();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { ok: false, message: "Sesión expirada" })),
    );
    await verifySession();
    expect(appStore.get(authenticatedAtom)).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await vi.waitFor(async () => expect(await readSnapshots(1, ORG)).toEqual([]));
    expect(await readSessionCopy(1)).toBeNull();
  });
});
