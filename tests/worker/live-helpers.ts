// Real websockets against the worker's own fetch (the door → OrgRoom), for the live-sync tests.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import type { Runtime } from "../../worker/env";
import { createDb } from "../../worker/db/client";
import type { SocketMessage } from "../../worker/shared/socket-messages";
import { ORIGIN } from "./fixtures";

export interface OpenSocket {
  ws: WebSocket;
  /** The messages without their D1 bookmark, so tests compare the content. */
  messages: SocketMessage[];
  /** The D1 bookmark each message carried (null without one), in the same order. */
  bookmarks: (string | null)[];
  /** Raw text frames other than messages (e.g. "pong"). */
  frames: string[];
  closed: Promise<{ code: number; reason: string }>;
  isClosed: () => boolean;
}

/** The door's two paths: /api/events/socket.io (docs/live-sync.md) and the one clients deployed before it still use. */
export type DoorPath = "socket.io" | "legacy";
export const DOOR_PATHS: DoorPath[] = ["socket.io", "legacy"];

/** The door's URL for `room` (no token): `/api/events/socket.io?room=…` or `/api/events/{room}`. */
export function doorUrl(room: string, path: DoorPath = "socket.io"): URL {
  if (path === "legacy") return new URL(`${ORIGIN}/api/events/${room}`);
  const url = new URL(`${ORIGIN}/api/events/socket.io`);
  url.searchParams.set("room", room);
  return url;
}

/** Opens the door with Upgrade: websocket; returns the refused Response when there is no socket. */
export async function openSocket(
  organizationId: number | string,
  token: string | undefined,
  opts: { origin?: string | null; path?: DoorPath } = {},
): Promise<{ socket?: OpenSocket; response: Response }> {
  const room = typeof organizationId === "number" ? `organization_${organizationId}` : organizationId;
  const url = doorUrl(room, opts.path);
  if (token !== undefined) url.searchParams.set("token", token);
  const headers: Record<string, string> = { Upgrade: "websocket" };
  const origin = opts.origin === undefined ? ORIGIN : opts.origin;
  if (origin !== null) headers.Origin = origin;
  const response = await exports.default.fetch(new Request(url, { headers }));
  const ws = response.webSocket;
  if (!ws) return { response };
  ws.accept();
  const messages: SocketMessage[] = [];
  const bookmarks: (string | null)[] = [];
  const frames: string[] = [];
  let closedFlag = false;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.addEventListener("close", (e) => {
      closedFlag = true;
      resolve({ code: e.code, reason: e.reason });
    });
  });
  ws.addEventListener("message", (e) => {
    const text = typeof e.data === "string" ? e.data : "";
    if (text.startsWith("{")) {
      const { bookmark, ...message } = JSON.parse(text) as SocketMessage;
      bookmarks.push(bookmark ?? null);
      messages.push(message as SocketMessage);
    } else frames.push(text);
  });
  return { socket: { ws, messages, bookmarks, frames, closed, isClosed: () => closedFlag }, response };
}

/** Polls until `check` is true (sockets deliver asynchronously), failing after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 2_000, what = "condition"): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Lets in-flight frames arrive, to assert that nothing came. */
export const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

/** The runtime services receive, for calling them directly (outside a request). */
export function libRuntime(): Runtime {
  return { db: createDb(env.DB), env, origin: "http://localhost", waitUntil: () => {} };
}
