// The caller's own notifications (the bell): GET /api/notification/mine, marking read, and the two
// live messages that change it (docs/spa-data.md).
import type { UserNotification } from "@shared/notification-types";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api, call } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { patch } from "./live/live-effect";

/** The bell lists the newest this many; the rest stay in the API's later pages. */
export const BELL_LIMIT = 20;

export interface MyNotifications {
  notifications: UserNotification[];
  unread: number;
}

export const notificationKeys = {
  /** Account data, not an organization's: cleared with the session. */
  mine: () => ["my-notifications"] as const,
};

export const notificationQueries = {
  mine: () =>
    queryOptions({
      queryKey: notificationKeys.mine(),
      queryFn: async (): Promise<MyNotifications> => {
        const body = await call(api.notification.mine.$get({ query: { limit: String(BELL_LIMIT) } }));
        return { notifications: body.notifications, unread: body.unread };
      },
    }),
};

const readAt = (n: UserNotification, ids: Set<number> | "all", at: string) =>
  n.read_at === null && (ids === "all" || ids.has(n.id)) ? { ...n, read_at: at } : n;

/** Pure updates of the cached bell, used by the message table and by this user's own writes. */
export const notificationsPatch = {
  received: (notification: UserNotification, unread: number) =>
    patch<MyNotifications>(notificationKeys.mine(), (data) => {
      const others = data.notifications.filter((n) => n.id !== notification.id);
      return { notifications: [notification, ...others].slice(0, BELL_LIMIT), unread };
    }),
  read: (ids: number[] | "all", unread: number) =>
    patch<MyNotifications>(notificationKeys.mine(), (data) => {
      const at = new Date().toISOString();
      const which = ids === "all" ? "all" : new Set(ids);
      return { notifications: data.notifications.map((n) => readAt(n, which, at)), unread };
    }),
};

const applyRead = (ids: number[] | "all", unread: number) =>
  notificationsPatch.read(ids, unread).writeInto(queryClient, () => undefined);

/** Marks one notification read (the server answers the new unread count). */
export function useMarkNotificationRead() {
  return useMutation(
    {
      mutationFn: (id: number) => call(api.notification[":id"].read.$post({ param: { id: String(id) } })),
      onSuccess: (body, id) => applyRead([id], body.unread),
    },
    queryClient,
  );
}

export function useMarkAllNotificationsRead() {
  return useMutation(
    {
      mutationFn: () => call(api.notification["read-all"].$post()),
      onSuccess: (body) => applyRead("all", body.unread),
    },
    queryClient,
  );
}
