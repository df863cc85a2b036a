// The super admins' notifications (docs/spa-data.md): the sent history a page at a time, the
// compose form's audience pickers, and sending. Account data, cleared with the session.
import type { NotificationCreate } from "@shared/notification-schemas";
import { queryOptions, useMutation } from "@tanstack/react-query";
import {
  fetchHistory,
  fetchOrganizationOptions,
  searchUserOptions,
  sendNotification,
} from "./api/notifications-admin-api";
import { queryClient } from "../lib/query/query-client";

export const adminNotificationKeys = {
  all: () => ["admin-notifications"] as const,
  history: (page: number) => ["admin-notifications", page] as const,
  /** The pickers: organizations (newest 100, filtered on the screen) and a user search. */
  organizationOptions: () => ["admin-notifications", "organization-options"] as const,
  userOptions: (q: string) => ["admin-notifications", "user-options", q] as const,
};

export const adminNotificationQueries = {
  history: (page: number) =>
    queryOptions({ queryKey: adminNotificationKeys.history(page), queryFn: () => fetchHistory(page) }),
  organizationOptions: () =>
    queryOptions({ queryKey: adminNotificationKeys.organizationOptions(), queryFn: fetchOrganizationOptions }),
  userOptions: (q: string) =>
    queryOptions({ queryKey: adminNotificationKeys.userOptions(q), queryFn: () => searchUserOptions(q) }),
};

/** Sends (or schedules) a notification; answers the API's message. */
export function useSendNotification() {
  return useMutation(
    {
      mutationFn: (input: NotificationCreate) => sendNotification(input),
      // The history shows it (with its delivery counts) on its first page; the form stays busy until then.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all() }),
    },
    queryClient,
  );
}
