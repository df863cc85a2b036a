// The super admin's Users screen (docs/spa-data.md): pages of the user search, the audit log and
// editing a user. Account data, not an organization's: it sits under "admin-users" and is cleared
// with the session.
import { queryOptions, useMutation } from "@tanstack/react-query";
import { fetchAuditPage } from "./api/audit-api";
import { fetchUsersPage, updateUser, type UserUpdate } from "./api/users-api";
import { queryClient } from "../lib/query/query-client";

export const adminUserKeys = {
  all: () => ["admin-users"] as const,
  /** One page of the search; under all(), so one invalidation reloads every page and term. */
  page: (page: number, q: string) => ["admin-users", page, q] as const,
  /** Under all() too: a user edit is written in the audit log. */
  audit: (page: number) => ["admin-users", "audit", page] as const,
};

export const adminUserQueries = {
  page: (page: number, q: string) =>
    queryOptions({ queryKey: adminUserKeys.page(page, q), queryFn: () => fetchUsersPage(page, q) }),
  audit: (page: number) => queryOptions({ queryKey: adminUserKeys.audit(page), queryFn: () => fetchAuditPage(page) }),
};

/** Saves a user's name, email, phone and optional password. */
export function useUpdateUser() {
  return useMutation(
    {
      mutationFn: ({ userId, update }: { userId: number; update: UserUpdate }) => updateUser(userId, update),
      // Every cached page and search may show the edited user, and the audit log records the edit.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminUserKeys.all() }),
    },
    queryClient,
  );
}
