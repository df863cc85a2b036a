// Live sync wired to the real session atoms, API client and query cache (fetch and WebSocket
// scripted): joins the selected organization, applies messages to the cache, refetches lots,
// movements, categories and organizations after a reconnect, switches rooms, and disconnects and
// empties the cache on log-out.
import { QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLiveSync } from "../../web/src/lib/live";
import { lastReceivedAt } from "../../web/src/lib/api/last-received";
import {
  appStore,
  authenticatedAtom,
  endSession,
  refreshTokenAtom,
  selectedOrganizationIdAtom,
  setNavigator,
  tokenAtom,
} from "../../web/src/lib/session";
import { queryClient } from "../../web/src/lib/query/query-client";
import { categoriesEntry, lotsEntry, rodeosEntry } from "./herd-entries";
import { categoryQueries } from "../../web/src/data/categories";
import { lotQueries } from "../../web/src/data/lots";
import { movementQueries } from "../../web/src/data/movements";
import { lastMovementsEntry, movementLogEntry } from "./cache-handles";
import { FakeWebSocket } from "./live-fake-socket";
import { lot } from "./live-factories";

/** An unsigned JWT-shaped token expiring in `seconds` (the client only reads exp). */
const jwt = (seconds: number) =>
  `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_")}.sig`;

let requests: string[];

function answer(path: string): unknown {
  if (path.includes("/lot/info/")) return { ok: true, lots: [{ id: 1, name: "Lote refetched", order: 1 }] };
  if (path.includes("/movement/all/")) return { ok: true, movements: [], next_cursor: null };
  if (path.includes("/movement/last-10/")) return { ok: true, movements: [] };
  if (path.includes("/animal-categories/")) return { ok: true, categories: [] };
  if (path.includes("/organization/my-organizations")) {
    return { ok: true, organizations: [1, 2].map((id) => ({ id, name: `Org ${id}`, role: "owner", members: [] })) };
  }
  return { ok: true };
}

let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers({
    now: new Date("2026-05-01T12:00:00Z"),
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  FakeWebSocket.reset();
  FakeWebSocket.behaviour = "open";
  vi.stubGlobal("WebSocket", FakeWebSocket);
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requests.push(url);
      return new Response(JSON.stringify(answer(url)), { status: 200 });
    }),
  );
  setNavigator(() => undefined);
  appStore.set(tokenAtom, jwt(900));
  appStore.set(refreshTokenAtom, jwt(30 * 24 * 3600));
  appStore.set(selectedOrganizationIdAtom, 1);
  appStore.set(authenticatedAtom, true);
  stop = startLiveSync(appStore);
});

afterEach(() => {
  stop();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe("startLiveSync", () => {
  it("joins the selected organization and applies its messages to the caches", async () => {
    await tick(1);
    expect(new URL(FakeWebSocket.last.url).pathname).toBe("/api/events/socket.io");
    expect(FakeWebSocket.last.room).toBe("organization_1");
    expect(FakeWebSocket.last.token).toBe(appStore.get(tokenAtom));
    queryClient.setQueryData(lotsEntry.key(1), []);
    localStorage.removeItem("tropero-last-sync");
    FakeWebSocket.last.serverSend({ action: "lot-created", lot: { id: 4, name: "Nuevo", order: 1 } });
    expect(lotsEntry.get(1)?.map((l) => l.id)).toEqual([4]);
    // A live message is data from the server: the sync line's time.
    expect(lastReceivedAt()).toBe(new Date().toISOString());
  });

  it("after a reconnect refetches lots, movements, categories and organizations", async () => {
    // Screens showing the lists (data already loaded, so subscribing fetches nothing).
    queryClient.setQueryData(lotsEntry.key(1), []);
    queryClient.setQueryData(movementLogEntry.key(1), { items: [], nextCursor: "older" });
    queryClient.setQueryData(lastMovementsEntry.key(1), []);
    queryClient.setQueryData(categoriesEntry.key(1), []);
    const shown = [
      new QueryObserver(queryClient, lotQueries.list(1)),
      new QueryObserver(queryClient, movementQueries.log(1)),
      new QueryObserver(queryClient, movementQueries.last(1)),
      new QueryObserver(queryClient, categoryQueries.list(1)),
    ].map((observer) => observer.subscribe(() => undefined));
    // A list no screen shows right now: fetched again when one does.
    queryClient.setQueryData(rodeosEntry.key(1), []);
    await tick(1);
    expect(requests).toEqual([]);
    FakeWebSocket.last.serverClose(1006);
    await tick(3_100);
    expect(FakeWebSocket.instances).toHaveLength(2);
    const paths = requests.map((u) => u.replace(/^\/api/, ""));
    expect(paths).toEqual(
      expect.arrayContaining([
        "/lot/info/1",
        "/movement/all/1?limit=50",
        "/movement/last-10/1",
        "/animal-categories/1",
        "/organization/my-organizations",
      ]),
    );
    expect(lotsEntry.get(1)?.map((l) => l.name)).toEqual(["Lote refetched"]);
    expect(movementLogEntry.get(1)).toEqual({ items: [], nextCursor: null });
    expect(paths.some((p) => p.startsWith("/rodeo/"))).toBe(false);
    expect(queryClient.getQueryState(rodeosEntry.key(1))?.isInvalidated).toBe(true);
    for (const unsubscribe of shown) unsubscribe();
  });

  it("switching organization leaves the old room for the new one", async () => {
    await tick(1);
    const first = FakeWebSocket.last;
    appStore.set(selectedOrganizationIdAtom, 2);
    await tick(1);
    expect(first.closedWith?.code).toBe(1000);
    expect(FakeWebSocket.last.room).toBe("organization_2");
  });

  it("disconnects on log-out and empties the caches", async () => {
    await tick(1);
    queryClient.setQueryData(lotsEntry.key(1), [lot(1)]);
    const ws = FakeWebSocket.last;
    endSession();
    expect(ws.closedWith?.code).toBe(1000);
    expect(lotsEntry.get(1)).toBeUndefined();
    await tick(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("disconnects when the refresh token reaches its last 30 s", async () => {
    stop();
    appStore.set(refreshTokenAtom, jwt(90));
    appStore.set(authenticatedAtom, true);
    appStore.set(tokenAtom, jwt(900));
    appStore.set(selectedOrganizationIdAtom, 1);
    stop = startLiveSync(appStore);
    await tick(1);
    const ws = FakeWebSocket.last;
    expect(ws.closedWith).toBeNull();
    await tick(60_000);
    expect(ws.closedWith?.code).toBe(1000);
    expect(appStore.get(tokenAtom)).toBeNull();
  });
});

describe("startLiveSync mounted twice", () => {
  it("opens one socket, kept until the last mount stops", async () => {
    const second = startLiveSync(appStore);
    await tick(1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    second();
    await tick(1);
    expect(FakeWebSocket.last.closedWith).toBeNull(); // the first mount still holds it
  });
});
