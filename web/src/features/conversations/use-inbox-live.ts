// The super admins' live room (docs/whatsapp.md), open only while an inbox screen is: the same socket
// manager as the organization's room (docs/live-sync.md), one shared by the list and the thread (released a
// moment after the last screen leaves, so going from one to the other keeps it), and a refetch on every
// open (the first included: a message may land between the screen's first read and the socket joining) so
// none is lost. Its messages go through the message table like every other (docs/spa-data.md).
import { useEffect } from "react";
import { SUPER_ADMIN_ROOM } from "@shared/socket-messages";
import { LiveSocketManager } from "../../lib/live/socket-manager";
import { sessionSocketToken } from "../../lib/live/start-live-sync";
import { wakeOnReturn } from "../../lib/live/wake-on-return";
import { queryClient } from "../../lib/query/query-client";
import { onSessionEnd } from "../../lib/session/session-events";
import { sessionTokenStore } from "../../lib/session/token-store";
import { refetchInbox } from "../../data/conversations";
import { applyLiveMessage } from "../../data/live/apply-live-message";

/** How long the socket outlives the last screen using it (navigating list ↔ thread). */
const LINGER_MS = 2_000;

let shared: { users: number; stop: () => void; closing?: ReturnType<typeof setTimeout> } | null = null;

function open(): () => void {
  const manager = new LiveSocketManager<typeof SUPER_ADMIN_ROOM>({
    hasSession: () => !!sessionTokenStore.getToken(),
    getToken: sessionSocketToken,
    getRoom: () => SUPER_ADMIN_ROOM,
    host: location.host,
    secure: location.protocol === "https:",
    // The inbox room is no organization's: its rows ignore the organization.
    onMessage: (message) => applyLiveMessage(message, null, queryClient, { refetchOrganizations: () => undefined }),
    // Every open refetches (below), reconnects included.
    onReconnect: () => undefined,
    onStatus: (status) => {
      if (status === "open") refetchInbox();
    },
    onError: (message) => console.warn(`Inbox live: ${message}`),
  });
  manager.join(SUPER_ADMIN_ROOM);
  const stops = [onSessionEnd(() => manager.disconnect()), wakeOnReturn(manager)];
  return () => {
    for (const stop of stops) stop();
    manager.disconnect();
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
