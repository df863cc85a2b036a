// The super admins' live room (docs/whatsapp.md), open only while an inbox screen is: one socket shared by
// the list and the thread (released a moment after the last screen leaves, so going from one to the
// other keeps it), the token read fresh on every (re)connect, and a refetch on every open (the first
// included: a message may land between the screen's first read and the socket joining) so none is lost.
import { PartySocket } from "partysocket";
import { useEffect } from "react";
import { parseSocketMessage, SOCKET_CLOSE, SOCKET_PING, SUPER_ADMIN_ROOM } from "@shared/socket-messages";
import { liveRoomPath } from "../../lib/api/client";
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, CONNECT_TIMEOUT_MS, MAX_ATTEMPTS, PING_INTERVAL_MS } from "../../lib/live";
import { sessionSocketToken } from "../../lib/live/start-live-sync";
import { queryClient } from "../../lib/query/query-client";
import { refetchInbox } from "../../data/conversations";
import { applyLiveMessage } from "../../data/live/apply-live-message";

/** How long the socket outlives the last screen using it (navigating list ↔ thread). */
const LINGER_MS = 2_000;
const ACCESS_ENDED = new Set<number>(Object.values(SOCKET_CLOSE));

let shared: { users: number; stop: () => void; closing?: ReturnType<typeof setTimeout> } | null = null;

function open(): () => void {
  const socket = new PartySocket({
    host: location.host,
    protocol: location.protocol === "https:" ? "wss" : "ws",
    basePath: liveRoomPath(),
    query: async () => {
      const token = await sessionSocketToken();
      if (!token) throw new Error("No authentication token");
      return { room: SUPER_ADMIN_ROOM, token };
    },
    minReconnectionDelay: BACKOFF_BASE_MS,
    reconnectionDelayGrowFactor: 2,
    maxReconnectionDelay: BACKOFF_MAX_MS,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    maxRetries: MAX_ATTEMPTS,
    shouldReconnectOnClose: (e) => !ACCESS_ENDED.has(e.code),
  });
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify({ type: "join", room: SUPER_ADMIN_ROOM }));
    refetchInbox();
  });
  socket.addEventListener("message", (e: MessageEvent) => {
    const message = parseSocketMessage(e.data);
    if (!message) return;
    // The inbox room is no organization's: its rows ignore the organization.
    applyLiveMessage(message, null, queryClient, { refetchOrganizations: () => undefined });
  });
  const ping = setInterval(() => {
    if (socket.readyState === WebSocket.OPEN) socket.send(SOCKET_PING);
  }, PING_INTERVAL_MS);
  return () => {
    clearInterval(ping);
    socket.close(1000, "leave");
  };
}

/** Keeps the super admins' room open while the calling screen is mounted. */
export function useInboxLive(): void {
  useEffect(() => {
    if (shared) {
      clearTimeout(shared.closing);
      shared.users++;
    } else shared = { users: 1, stop: open() };
    return () => {
      const current = shared;
      if (!current || --current.users > 0) return;
      current.closing = setTimeout(() => {
        if (shared === current && current.users === 0) {
          shared = null;
          current.stop();
        }
      }, LINGER_MS);
    };
  }, []);
}
