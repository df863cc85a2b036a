// The super admins' notification calls (docs/administration.md): send, the history, and the pickers' searches over the
// existing lists (organizations: the newest 100, filtered here; users: the server's search).
import { api, call } from "../../lib/api/client";
import { fullName } from "../../lib/text";
import type { NotificationCreate } from "@shared/notification-schemas";
import type { AdminNotification } from "@shared/notification-types";

export const HISTORY_PAGE_SIZE = 10;

export async function sendNotification(json: NotificationCreate) {
  const body = await call(api.notification.$post({ json }));
  return { message: body.message, notification: body.notification };
}

export async function fetchHistory(page: number) {
  const body = await call(
    api.notification.admin.$get({ query: { page: String(page), limit: String(HISTORY_PAGE_SIZE) } }),
  );
  return { notifications: body.notifications as AdminNotification[], total: body.total };
}

export interface PickOption {
  id: number;
  label: string;
  detail?: string;
}

export async function fetchOrganizationOptions(): Promise<PickOption[]> {
  const body = await call(api.organization.admin["all-paginated"].$get({ query: { limit: "100" } }));
  return body.organizations.map((o) => ({ id: o.id, label: o.name }));
}

export async function searchUserOptions(q: string): Promise<PickOption[]> {
  const body = await call(api.user.all.$get({ query: { q, limit: "10" } }));
  return body.users.map((u) => ({
    id: u.id,
    label: fullName(u) || u.email,
    detail: u.email,
  }));
}
