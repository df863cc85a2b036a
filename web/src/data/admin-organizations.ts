// The super admin's organizations (docs/spa-data.md): the paged list, one organization's detail,
// adding a user and greeting its members; and the inactive organizations with their reminders.
// Account data, cleared with the session.
import type { OrganizationSort } from "@shared/organization-admin-schemas";
import type { InactivityWindow } from "@shared/inactive-schemas";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { fetchInactive, sendReminders } from "./api/inactive-organizations-api";
import {
  addUserToOrganization,
  fetchOrganizationDetail,
  fetchOrganizationsPage,
  sendGreeting,
  type AddUserInput,
} from "./api/organizations-api";
import { queryClient } from "../lib/query/query-client";

export const adminOrganizationKeys = {
  all: () => ["admin-organizations"] as const,
  /** One page under a term and sort. */
  page: (page: number, q: string, sort: string) => ["admin-organizations", page, q, sort] as const,
  detail: (id: number) => ["admin-organizations", "detail", id] as const,
  inactiveAll: () => ["admin-inactive-organizations"] as const,
  inactive: (days: number) => ["admin-inactive-organizations", days] as const,
};

export const adminOrganizationQueries = {
  page: (page: number, q: string, sort: OrganizationSort) =>
    queryOptions({
      queryKey: adminOrganizationKeys.page(page, q, sort),
      queryFn: () => fetchOrganizationsPage(page, q, sort),
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: adminOrganizationKeys.detail(id), queryFn: () => fetchOrganizationDetail(id) }),
  inactive: (days: InactivityWindow) =>
    queryOptions({ queryKey: adminOrganizationKeys.inactive(days), queryFn: () => fetchInactive(days) }),
};

/** Adds a user to an organization; answers the API's message (joined, or an activation link sent). */
export function useAddUserToOrganization() {
  return useMutation(
    {
      mutationFn: ({ organizationId, input }: { organizationId: number; input: AddUserInput }) =>
        addUserToOrganization(organizationId, input),
      // The list's member counts and the detail's members change.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all() }),
    },
    queryClient,
  );
}

/** Greets an organization's members; answers the API's message. Nothing cached changes. */
export function useSendGreeting() {
  return useMutation({ mutationFn: (organizationId: number) => sendGreeting(organizationId) }, queryClient);
}

/** Reminds the chosen inactive organizations (the server skips those reminded in the last day). */
export function useSendReminders() {
  return useMutation(
    {
      mutationFn: (organizationIds: number[]) => sendReminders(organizationIds),
      // Each card shows its last reminder, under every window (the button stays busy until then).
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.inactiveAll() }),
    },
    queryClient,
  );
}
