// GET /api/admin/inactive-organizations and the bulk reminder (docs/administration.md).
import { api, call } from "../../lib/api/client";
import type { InactiveOrganization, InactivityWindow, ReminderResult } from "@shared/inactive-schemas";

export async function fetchInactive(days: InactivityWindow) {
  const body = await call(api.admin["inactive-organizations"].$get({ query: { days: String(days) } }));
  return { organizations: body.organizations as InactiveOrganization[], truncated: body.truncated };
}

export async function sendReminders(organization_ids: number[]) {
  const body = await call(api.admin["inactive-organizations"].remind.$post({ json: { organization_ids } }));
  return { message: body.message, sent: body.sent, skipped: body.skipped } as ReminderResult & { message: string };
}
