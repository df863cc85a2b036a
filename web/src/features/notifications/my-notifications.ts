// The caller's own notifications (issue #15): GET /api/notification/mine in the query cache, the two live
// messages applied to it, and marking read (one, or all). Kept small: the bell loads it on every page.
import type { QueryClient } from "@tanstack/react-query";
import type { UserNotification } from "@shared/notification-types";
import type { SocketMessage } from "@shared/socket-messages";
import { api, call } from "../../lib/api/client";
import { queryKeys } from "../../lib/query/query-keys";

/** The bell lists the newest this many; the rest stay in the API's later pages. */
export const BELL_LIMIT = 20;

export interface MyNotifications {
  notifications: UserNotification[];
  unread: number;
}

export async function fetchMyNotifications(): Promise<MyNotifications> {
  const body = await call(api.notification.mine.$get({ query: { limit: String(BELL_LIMIT) } }));
  return { notifications: body.notifications, unread: body.unread };
}

const readAt = (n: UserNotification, ids: Set<number> | "all", at: string) =>
  n.read_at === null && (ids === "all" || ids.has(n.id)) ? { ...n, read_at: at } : n;

/** Marks `ids` read in the cached list and sets the server's unread count. */
export function applyRead(client: QueryClient, ids: number[] | "all", unread: number): void {
  const at = new Date().toISOString();
  const which = ids === "all" ? "all" : new Set(ids);
  client.setQueryData<MyNotifications>(queryKeys.myNotifications(), (data) =>
    data ? { notifications: data.notifications.map((n) => readAt(n, which, at)), unread } : data,
  );
}

/** Applies the bell's live messages; other actions are not the bell's. */
export function applyNotificationMessage(client: QueryClient, message: SocketMessage): void {
  if (message.action === "notification-received") {
    const { notification, unread } = message;
    client.setQueryData<MyNotifications>(queryKeys.myNotifications(), (data) => {
      // Not loaded yet: the first fetch brings it.
      if (!data) return data;
      const others = data.notifications.filter((n) => n.id !== notification.id);
      return { notifications: [notification, ...others].slice(0, BELL_LIMIT), unread };
    });
  } else if (message.action === "notifications-read") {
    applyRead(client, message.ids, message.unread);
  }
}

export async function markNotificationRead(client: QueryClient, id: number): Promise<void> {
  const body = await call(api.notification[":id"].read.$post({ param: { id: String(id) } }));
  applyRead(client, [id], body.unread);
}

export async function markAllNotificationsRead(client: QueryClient): Promise<void> {
  const body = await call(api.notification["read-all"].$post());
  applyRead(client, "all", body.unread);
}
