// The live socket manager against a scripted WebSocket and a fake clock: backoff with jitter and
// cap, the attempt limit, timeouts, fresh tokens, org switching, refetch after reconnect.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { roomHello, SOCKET_CLOSE, type SocketMessage } from "@shared/socket-messages";
import {
  FAILED_MESSAGE,
  LiveSocketManager,
  MAX_ATTEMPTS,
  TIMEOUT_MESSAGE,
  backoffDelay,
  type LiveSocketDeps,
} from "../../web/src/lib/live";
import { FakeWebSocket } from "./live-fake-socket";

function setup(overrides: Partial<LiveSocketDeps> = {}) {
  let tokenCount = 0;
  let orgId: number | null = 1;
  const calls = {
    messages: [] as [SocketMessage, number][],
    reconnects: [] as number[],
    hellos: [] as [number, number | null][],
    errors: [] as string[],
    accessLost: [] as [number, number][],
    statuses: [] as string[],
  };
  const deps: LiveSocketDeps = {
    hasSession: () => true,
    getToken: () => `token-${tokenCount++}`,
    getRoom: () => orgId,
    host: "tropero.test",
    secure: true,
    onMessage: (m, org) => calls.messages.push([m, org]),
    onReconnect: (org) => calls.reconnects.push(org),
    onHello: (org, ago) => calls.hellos.push([org, ago]),
    onError: (message) => calls.errors.push(message),
    onAccessLost: (org, code) => calls.accessLost.push([org, code]),
    onStatus: (status) => calls.statuses.push(status),
    random: () => 0.5,
    WebSocket: FakeWebSocket,
    ...overrides,
  };
  const manager = new LiveSocketManager(deps);
  return { manager, calls, selectOrg: (id: number | null) => (orgId = id) };
}

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const join = (orgId: number) => JSON.stringify({ type: "join", room: `organization_${orgId}` });
const leave = (orgId: number) => JSON.stringify({ type: "leave", room: `organization_${orgId}` });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-05-01T12:00:00Z") });
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("LiveSocketManager", () => {
  it("connects to the organization's room with the token in the query", async () => {
    const { manager } = setup();
    manager.join(1);
    await tick(0);
    const url = new URL(FakeWebSocket.last.url);
    expect(url.protocol).toBe("wss:");
    expect(url.host).toBe("tropero.test");
    expect(url.pathname).toBe("/api/events/socket.io");
    expect(url.searchParams.get("room")).toBe("organization_1");
    expect(url.searchParams.get("token")).toBe("token-0");
    manager.disconnect();
  });

  it("backs off 2^n s capped at 30 s plus jitter, reads a fresh token every time, and gives up after 10 attempts", async () => {
    FakeWebSocket.behaviour = "refuse";
    const { manager, calls } = setup();
    manager.join(1);
    await tick(400_000);

    const sockets = FakeWebSocket.instances;
    expect(sockets).toHaveLength(MAX_ATTEMPTS + 1); // the first connection and 10 reconnects
    const gaps = sockets.slice(1).map((s, i) => s.createdAt - sockets[i]!.createdAt);
    expect(gaps).toEqual([2_500, 4_500, 8_500, 16_500, 30_500, 30_500, 30_500, 30_500, 30_500, 30_500]);
    expect(sockets.slice(1).map((_, i) => backoffDelay(i + 1))).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000, 30_000, 30_000,
    ]);
    expect(sockets.map((s) => s.token)).toEqual(sockets.map((_, i) => `token-${i}`));
    expect(calls.errors).toContain(FAILED_MESSAGE);
    expect(FAILED_MESSAGE).toBe("Failed to connect after 10 attempts");
    expect(manager.currentStatus).toBe("failed");

    // Nothing more happens after giving up.
    await tick(600_000);
    expect(FakeWebSocket.instances).toHaveLength(MAX_ATTEMPTS + 1);
  });

  it("the jitter is random up to 1 s", async () => {
    FakeWebSocket.behaviour = "refuse";
    const jitters = [0, 0.999];
    const { manager } = setup({ random: () => jitters.shift() ?? 0 });
    manager.join(1);
    await tick(20_000);
    const [a, b, c] = FakeWebSocket.instances;
    expect(b!.createdAt - a!.createdAt).toBe(2_000);
    expect(c!.createdAt - b!.createdAt).toBe(4_000 + 999);
    manager.disconnect();
  });

  it("times an attempt out after 10 s and reports 'Connection timeout' after 15 s", async () => {
    const { manager, calls } = setup();
    manager.join(1);
    await tick(9_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await tick(1);
    expect(FakeWebSocket.instances[0]!.closedWith).not.toBeNull(); // the hanging attempt was dropped
    await tick(2_500);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(calls.errors).toEqual([]);
    await tick(2_500); // 15 s after joining
    expect(calls.errors).toEqual([TIMEOUT_MESSAGE]);
    expect(TIMEOUT_MESSAGE).toBe("Connection timeout");
    manager.disconnect();
  });

  it("reconnects after a server disconnect and refetches after every reconnect, not after the first connection", async () => {
    FakeWebSocket.behaviour = "open";
    const { manager, calls } = setup();
    manager.join(7);
    await tick(0);
    expect(manager.currentStatus).toBe("open");
    expect(calls.reconnects).toEqual([]);

    FakeWebSocket.last.serverClose(1001, "going away"); // server restart
    expect(manager.currentStatus).toBe("reconnecting");
    await tick(3_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(calls.reconnects).toEqual([7]);

    FakeWebSocket.last.serverRefuse(); // transport error on an open socket
    await tick(10_000);
    expect(calls.reconnects).toEqual([7, 7]);
    expect(FakeWebSocket.last.token).toBe("token-2");
    manager.disconnect();
  });

  it("passes the room's hello on only for a first connection: a reconnect refetches everything anyway", async () => {
    FakeWebSocket.behaviour = "open";
    const { manager, calls } = setup();
    manager.join(7);
    await tick(0);
    FakeWebSocket.last.serverSend(roomHello(1_200));
    expect(calls.hellos).toEqual([[7, 1_200]]);
    expect(calls.messages).toEqual([]);
    FakeWebSocket.last.serverClose(1001, "going away");
    await tick(3_000);
    FakeWebSocket.last.serverSend(roomHello(null));
    expect(calls.hellos).toEqual([[7, 1_200]]);
    expect(calls.reconnects).toEqual([7]);
    manager.disconnect();
  });

  it("refetches when the first connection only succeeds on a retry", async () => {
    FakeWebSocket.behaviour = "refuse";
    const { manager, calls } = setup();
    manager.join(3);
    await tick(0);
    FakeWebSocket.behaviour = "open";
    await tick(3_000);
    expect(manager.currentStatus).toBe("open");
    expect(calls.reconnects).toEqual([3]);
    manager.disconnect();
  });

  it("delivers each message once, ignores pong and junk, and pings every 30 s while open", async () => {
    FakeWebSocket.behaviour = "open";
    const { manager, calls } = setup();
    manager.join(1);
    await tick(0);
    const ws = FakeWebSocket.last;
    const message: SocketMessage = { action: "lot-deleted", lotId: 4 };
    ws.serverSend(message);
    ws.serverSend("pong");
    ws.serverSend("{not json");
    ws.serverSend({ action: "unknown-action" });
    expect(calls.messages).toEqual([[message, 1]]);
    await tick(30_000);
    expect(ws.sent).toEqual([join(1), "ping"]);
    manager.disconnect();
  });

  it("sends a join as every socket's first message, reconnects included", async () => {
    const { manager } = setup();
    manager.join(1);
    await tick(0);
    const first = FakeWebSocket.last;
    first.serverOpen();
    expect(first.sent).toEqual([join(1)]);
    first.serverClose(1006, "dropped");
    await tick(3_000);
    const second = FakeWebSocket.last;
    expect(second).not.toBe(first);
    second.serverOpen();
    expect(second.sent).toEqual([join(1)]);
    manager.disconnect();
  });

  it("sends a leave before closing when the organization changes, and the new socket joins first", async () => {
    FakeWebSocket.behaviour = "open";
    const { manager, selectOrg } = setup();
    manager.join(1);
    await tick(0);
    const old = FakeWebSocket.last;
    selectOrg(2);
    manager.join(2);
    await tick(0);
    expect(old.log).toEqual([`send ${join(1)}`, `send ${leave(1)}`, "close 1000"]);
    expect(FakeWebSocket.last.log).toEqual([`send ${join(2)}`]);
    manager.disconnect();
  });

  it("does not send a leave on a socket that never opened", async () => {
    const { manager } = setup();
    manager.join(1);
    await tick(0);
    manager.join(2);
    await tick(0);
    expect(FakeWebSocket.instances[0]!.log).toEqual(["close 1000"]);
    manager.disconnect();
  });

  it("switching organization leaves the old room and joins the new one", async () => {
    FakeWebSocket.behaviour = "open";
    const { manager, calls, selectOrg } = setup();
    manager.join(1);
    await tick(0);
    const old = FakeWebSocket.last;
    selectOrg(2);
    manager.join(2);
    await tick(0);
    expect(old.closedWith).toEqual({ code: 1000, reason: "leave" });
    expect(FakeWebSocket.last.room).toBe("organization_2");
    old.serverSend({ action: "lot-deleted", lotId: 1 }); // a late frame of the old room
    FakeWebSocket.last.serverSend({ action: "lot-deleted", lotId: 2 });
    expect(calls.messages).toEqual([[{ action: "lot-deleted", lotId: 2 }, 2]]);
    expect(calls.reconnects).toEqual([]);
    // Joining the same room again does nothing.
    manager.join(2);
    expect(FakeWebSocket.instances).toHaveLength(2);
    manager.disconnect();
    expect(FakeWebSocket.last.closedWith?.code).toBe(1000);
    expect(manager.currentStatus).toBe("idle");
  });

  it("does not reconnect when the room ends the access (member removed, session revoked)", async () => {
    FakeWebSocket.behaviour = "open";
    const { manager, calls } = setup();
    manager.join(5);
    await tick(0);
    FakeWebSocket.last.serverClose(4403, "removed");
    await tick(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(calls.accessLost).toEqual([[5, 4403]]);
    expect(manager.currentStatus).toBe("idle");
  });

  it("does not reconnect when the room refuses the join (not admitted): a retry would repeat it", async () => {
    FakeWebSocket.behaviour = "open";
    const { manager, calls } = setup();
    manager.join(5);
    await tick(0);
    FakeWebSocket.last.serverClose(SOCKET_CLOSE.notAdmitted, "Sala no permitida");
    await tick(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(calls.accessLost).toEqual([[5, SOCKET_CLOSE.notAdmitted]]);
  });

  it("a pending join waits for the session's token, checking every 200 ms up to 10 s", async () => {
    FakeWebSocket.behaviour = "open";
    let token: string | null = null;
    const { manager } = setup({ getToken: () => token, hasSession: () => token !== null });
    manager.join(1);
    expect(manager.currentStatus).toBe("waiting-session");
    await tick(1_000);
    expect(FakeWebSocket.instances).toHaveLength(0);
    token = "late-token";
    await tick(200);
    await tick(1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.last.token).toBe("late-token");
    manager.disconnect();

    token = null;
    const second = setup({ getToken: () => token, hasSession: () => token !== null });
    second.manager.join(1);
    await tick(10_000);
    expect(second.manager.currentStatus).toBe("idle");
    token = "too-late";
    await tick(5_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("retry() after giving up starts over and refetches once connected", async () => {
    FakeWebSocket.behaviour = "refuse";
    const { manager, calls } = setup();
    manager.join(1);
    await tick(400_000);
    expect(manager.currentStatus).toBe("failed");
    FakeWebSocket.behaviour = "open";
    manager.retry();
    await tick(0);
    expect(manager.currentStatus).toBe("open");
    expect(calls.reconnects).toEqual([1]);
    manager.disconnect();
  });

  it("a ping without a pong within 10 s means a dead socket: a new one at once, refetched when open", async () => {
    FakeWebSocket.behaviour = "open";
    const { manager, calls } = setup();
    manager.join(1);
    await tick(0);
    const first = FakeWebSocket.last;
    await tick(30_000);
    first.serverSend("pong");
    await tick(30_000);
    expect(first.sent).toEqual([join(1), "ping", "ping"]);
    expect(FakeWebSocket.instances).toHaveLength(1);
    // The second ping gets no answer (a phone that slept, a server gone without closing).
    await tick(9_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await tick(1);
    expect(first.closedWith).not.toBeNull();
    expect(first.sent).not.toContain(leave(1));
    await tick(10);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(manager.currentStatus).toBe("open");
    expect(calls.reconnects).toEqual([1]);
    expect(FakeWebSocket.last.sent).toEqual([join(1)]);
    manager.disconnect();
  });

  it("wake() connects at once instead of waiting out the backoff, and refetches once open", async () => {
    FakeWebSocket.behaviour = "open";
    const { manager, calls } = setup();
    manager.join(1);
    await tick(0);
    FakeWebSocket.behaviour = "refuse";
    FakeWebSocket.last.serverClose(1006);
    await tick(2_500);
    await tick(4_500);
    // Three sockets so far: the next attempt would wait 8 s more.
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(manager.currentStatus).toBe("reconnecting");
    FakeWebSocket.behaviour = "open";
    const before = Date.now();
    manager.wake();
    await tick(0);
    expect(FakeWebSocket.instances).toHaveLength(4);
    expect(FakeWebSocket.last.createdAt).toBe(before);
    expect(manager.currentStatus).toBe("open");
    expect(calls.reconnects).toEqual([1]);
    // Awake and open: wake() only checks the socket with a ping.
    manager.wake();
    expect(FakeWebSocket.last.sent).toEqual([join(1), "ping"]);
    FakeWebSocket.last.serverSend("pong");
    await tick(10_000);
    expect(FakeWebSocket.instances).toHaveLength(4);
    manager.disconnect();
  });

  it("wake() without a room does nothing", async () => {
    const { manager } = setup();
    manager.wake();
    await tick(1_000);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(manager.currentStatus).toBe("idle");
  });
});
