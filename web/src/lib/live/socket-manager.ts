// The live sockets (docs/live-sync.md): the selected organization's room and, while an inbox screen is
// open, the super admins' room, each through one manager holding one partysocket, the token read fresh on every (re)connect, the fixed backoff with
// jitter and attempt limit, and a refetch after every reconnect so a missed message is never a
// lost change. Plain class with injected dependencies: no React, no globals it cannot be given.
import { PartySocket } from "partysocket";
import {
  parseRoomHello,
  parseSocketMessage,
  roomName,
  SOCKET_CLOSE,
  SUPER_ADMIN_ROOM,
  SOCKET_PING,
  SOCKET_PONG,
  type ClientMessage,
  type SocketMessage,
} from "@shared/socket-messages";
import { liveRoomPath } from "../api/client";
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  CONNECT_TIMEOUT_MS,
  FAILED_MESSAGE,
  JITTER_MS,
  JOIN_RETRY_LIMIT_MS,
  JOIN_RETRY_MS,
  MAX_ATTEMPTS,
  OVERALL_TIMEOUT_MS,
  PENDING_JOIN_CHECK_MS,
  PENDING_JOIN_LIMIT_MS,
  PING_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  STABLE_AFTER_MS,
  TIMEOUT_MESSAGE,
} from "./constants";

/** A room a manager holds: an organization's (its id) or the super admins' (the inbox). */
export type LiveRoom = number | typeof SUPER_ADMIN_ROOM;

const nameOf = (key: LiveRoom) => (key === SUPER_ADMIN_ROOM ? SUPER_ADMIN_ROOM : roomName(key));

export type LiveStatus = "idle" | "waiting-session" | "connecting" | "open" | "reconnecting" | "failed";

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export interface LiveSocketDeps<K extends LiveRoom = number> {
  /** True when a session token is stored (a join waits for it: the pending join). */
  hasSession: () => boolean;
  /** The access token for the next connection, fresh (refreshed when expiring); null without a session. */
  getToken: () => string | null | Promise<string | null>;
  /** The room that should be joined now (checked before each connection); null for none. */
  getRoom: () => K | null;
  /** Host and port of the API (e.g. location.host), and whether to use wss. */
  host: string;
  secure: boolean;
  onMessage: (message: SocketMessage, key: K) => void;
  /** After a reconnect: refetch what the room's messages patch (a missed message is never a lost change). */
  onReconnect: (key: K) => void;
  /**
   * The room's hello on a first connection (a reconnect refetches everything anyway): how long ago it last
   * sent a message, null when not lately (parseRoomHello).
   */
  onHello?: (key: K, lastMessageMsAgo: number | null) => void;
  onStatus?: (status: LiveStatus, key: K | null) => void;
  /** 'Connection timeout' or 'Failed to connect after 10 attempts'. */
  onError?: (message: string, key: K) => void;
  /** The room closed the socket because access ended (member removed, session revoked). */
  onAccessLost?: (key: K, code: number) => void;
  timers?: Timers;
  random?: () => number;
  /** WebSocket implementation (tests); the browser's by default. */
  WebSocket?: unknown;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as number),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as number),
};

/** Every close code of the room means access ended (removed, session over, room not admitted). */
const ACCESS_ENDED = new Set<number>(Object.values(SOCKET_CLOSE));

/** One joined room: its socket and the bookkeeping of its attempts. */
interface Room<K extends LiveRoom> {
  key: K;
  socket: PartySocket;
  /** partysocket's retry number of the attempt in progress (0 = first connection). */
  attempt: number;
  openedOnce: boolean;
  failedOnce: boolean;
  /** Whether the socket's current connection is a reconnect (its hello needs no catch-up). */
  reconnected: boolean;
  open: boolean;
  failed: boolean;
  /** Between a failed attempt and the next one: partysocket is waiting out its backoff. */
  waiting: boolean;
  /** The timer that declares the socket dead if the last ping gets no pong. */
  pongTimer: unknown;
  timers: unknown[];
  intervals: unknown[];
}

export class LiveSocketManager<K extends LiveRoom = number> {
  private room: Room<K> | null = null;
  private pending: { key: K; timer: unknown; deadline: unknown } | null = null;
  private status: LiveStatus = "idle";
  private readonly timers: Timers;
  private readonly random: () => number;

  constructor(private readonly deps: LiveSocketDeps<K>) {
    this.timers = deps.timers ?? realTimers;
    this.random = deps.random ?? Math.random;
  }

  get currentStatus(): LiveStatus {
    return this.status;
  }

  get currentRoom(): K | null {
    return this.room?.key ?? this.pending?.key ?? null;
  }

  /** Joins `key`'s room (leaving any other); null leaves. Joining the current room is a no-op. */
  join(key: K | null): void {
    if (key !== null && this.currentRoom === key && this.status !== "failed") return;
    this.leave();
    if (key === null) return;
    if (this.deps.hasSession()) this.open(key);
    else this.waitForSession(key);
  }

  /** After giving up (10 attempts), tries the same room again from scratch (e.g. a new token). */
  retry(): void {
    const room = this.room;
    if (!room || !room.failed) return;
    this.restart(room);
  }

  /**
   * The device came back online or the tab became visible: a socket waiting out its backoff (or given
   * up) connects now instead, and refetches once open; an open one is pinged so a dead connection
   * is found within PONG_TIMEOUT_MS rather than at the next 30 s ping.
   */
  wake(): void {
    const room = this.room;
    if (!room) return;
    if (room.open) this.ping(room);
    else if (room.waiting || room.failed) this.restart(room);
  }

  /** Leaves the room and stops every timer (log-out, refresh token expired, organization cleared). */
  disconnect(): void {
    this.leave();
  }

  /** Pending join: the session's token is not there yet; look again every 200 ms for up to 10 s. */
  private waitForSession(key: K) {
    this.setStatus("waiting-session", key);
    const check = () => {
      if (this.pending?.key !== key) return;
      if (this.deps.getRoom() !== key) return this.leave();
      if (!this.deps.hasSession()) return;
      this.clearPending();
      this.open(key);
    };
    const timer = this.timers.setInterval(check, PENDING_JOIN_CHECK_MS);
    const deadline = this.timers.setTimeout(() => {
      if (this.pending?.key === key) this.leave();
    }, PENDING_JOIN_LIMIT_MS);
    this.pending = { key, timer, deadline };
  }

  /** `resumed`: the previous socket of this room failed, so its first open counts as a reconnect. */
  private open(key: K, resumed = false) {
    const socket = new PartySocket({
      host: this.deps.host,
      protocol: this.deps.secure ? "wss" : "ws",
      basePath: liveRoomPath(),
      // Called once per attempt, after partysocket's backoff wait: add the jitter, read the token.
      query: async () => {
        const room = this.room;
        if (room?.socket !== socket) throw new Error("left");
        room.waiting = false;
        room.attempt = socket.retryCount;
        const jitter = room.attempt > 0 ? Math.floor(this.random() * JITTER_MS) : 0;
        if (jitter > 0) await this.sleep(jitter);
        const token = await this.deps.getToken();
        if (!token) throw new Error("No authentication token");
        return { room: nameOf(key), token };
      },
      minReconnectionDelay: BACKOFF_BASE_MS,
      reconnectionDelayGrowFactor: 2,
      maxReconnectionDelay: BACKOFF_MAX_MS,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      maxRetries: MAX_ATTEMPTS,
      minUptime: STABLE_AFTER_MS,
      shouldReconnectOnClose: (e) => !ACCESS_ENDED.has(e.code),
      WebSocket: this.deps.WebSocket,
    });
    const room: Room<K> = {
      key,
      socket,
      attempt: 0,
      openedOnce: false,
      failedOnce: resumed,
      reconnected: false,
      open: false,
      failed: false,
      waiting: false,
      pongTimer: null,
      timers: [],
      intervals: [],
    };
    this.room = room;
    this.setStatus("connecting", key);
    socket.addEventListener("open", () => this.handleOpen(room));
    socket.addEventListener("message", (e) => this.handleMessage(room, e.data));
    socket.addEventListener("close", (e) => this.handleEnd(room, e.code));
    socket.addEventListener("error", () => this.handleEnd(room, null));
    this.watchJoin(room);
    room.intervals.push(
      this.timers.setInterval(() => {
        if (room.open) this.ping(room);
      }, PING_INTERVAL_MS),
    );
  }

  /** Sends a ping and expects the pong within PONG_TIMEOUT_MS; silence means a dead socket. */
  private ping(room: Room<K>) {
    room.socket.send(SOCKET_PING);
    if (room.pongTimer !== null) return;
    room.pongTimer = this.timers.setTimeout(() => {
      room.pongTimer = null;
      if (this.room === room && room.open) this.restart(room);
    }, PONG_TIMEOUT_MS);
  }

  /** A new socket for the same room at once (no backoff); its first open counts as a reconnect. */
  private restart(room: Room<K>) {
    // A dead socket gets no leave: it would only sit in the closed socket's buffer.
    room.open = false;
    this.leave();
    this.open(room.key, true);
  }

  /** Room join check every 500 ms; not joined after 15 s (the overall timer) → 'Connection timeout'. */
  private watchJoin(room: Room<K>) {
    let elapsed = 0;
    const interval = this.timers.setInterval(() => {
      elapsed += JOIN_RETRY_MS;
      if (this.room !== room || room.open || room.failed) return this.timers.clearInterval(interval);
      if (elapsed >= Math.min(JOIN_RETRY_LIMIT_MS, OVERALL_TIMEOUT_MS)) {
        this.timers.clearInterval(interval);
        this.deps.onError?.(TIMEOUT_MESSAGE, room.key);
      }
    }, JOIN_RETRY_MS);
    room.intervals.push(interval);
  }

  private handleOpen(room: Room<K>) {
    if (this.room !== room) return;
    // docs/live-sync.md: every (re)connected socket's first message joins its room.
    send(room.socket, { type: "join", room: nameOf(room.key) });
    const reconnected = room.openedOnce || room.failedOnce;
    room.open = true;
    room.openedOnce = true;
    room.reconnected = reconnected;
    this.setStatus("open", room.key);
    // Whatever happened while the socket was down is fetched again (docs/live-sync.md).
    if (reconnected) this.deps.onReconnect(room.key);
  }

  private handleMessage(room: Room<K>, data: unknown) {
    if (this.room !== room) return;
    const hello = parseRoomHello(data);
    if (hello !== undefined) {
      if (!room.reconnected) this.deps.onHello?.(room.key, hello);
      return;
    }
    if (data === SOCKET_PONG) {
      this.timers.clearTimeout(room.pongTimer);
      room.pongTimer = null;
      return;
    }
    const message = parseSocketMessage(data);
    if (message) this.deps.onMessage(message, room.key);
  }

  /** An attempt failed or an open socket dropped (close, transport error, connect timeout). */
  private handleEnd(room: Room<K>, code: number | null) {
    if (this.room !== room || room.failed) return;
    const wasOpen = room.open;
    room.open = false;
    if (code !== null && ACCESS_ENDED.has(code)) {
      this.leave();
      this.deps.onAccessLost?.(room.key, code);
      return;
    }
    this.timers.clearTimeout(room.pongTimer);
    room.pongTimer = null;
    if (!wasOpen) room.failedOnce = true;
    if (!wasOpen && room.attempt >= MAX_ATTEMPTS) {
      room.failed = true;
      room.socket.close();
      this.clearRoomTimers(room);
      this.setStatus("failed", room.key);
      this.deps.onError?.(FAILED_MESSAGE, room.key);
      return;
    }
    room.waiting = true;
    this.setStatus("reconnecting", room.key);
  }

  private leave() {
    this.clearPending();
    const room = this.room;
    if (!room) return;
    this.room = null;
    this.clearRoomTimers(room);
    // A leave only means something on an open socket; a closed one would just buffer it.
    if (room.open) send(room.socket, { type: "leave", room: nameOf(room.key) });
    room.socket.close(1000, "leave");
    this.setStatus("idle", null);
  }

  private clearPending() {
    if (!this.pending) return;
    this.timers.clearInterval(this.pending.timer);
    this.timers.clearTimeout(this.pending.deadline);
    this.pending = null;
    if (!this.room) this.setStatus("idle", null);
  }

  private clearRoomTimers(room: Room<K>) {
    this.timers.clearTimeout(room.pongTimer);
    room.pongTimer = null;
    for (const t of room.timers) this.timers.clearTimeout(t);
    for (const i of room.intervals) this.timers.clearInterval(i);
    room.timers = [];
    room.intervals = [];
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const id = this.timers.setTimeout(resolve, ms);
      this.room?.timers.push(id);
    });
  }

  private setStatus(status: LiveStatus, key: K | null) {
    if (this.status === status && status !== "connecting") return;
    this.status = status;
    this.deps.onStatus?.(status, key);
  }
}

function send(socket: PartySocket, message: ClientMessage) {
  socket.send(JSON.stringify(message));
}
