// Membership calls of the work team page (SPEC.md §7 Organization); each reloads the list after.
import { api, call, id } from "../../lib/api/client";
import { queryClient } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { refetchOrganizations, type OrganizationRole } from "../../lib/session";

interface MessageResponse {
  ok: true;
  message?: string;
}

async function thenRefetch(pending: Promise<MessageResponse>): Promise<string | undefined> {
  const res = await pending;
  await refetchOrganizations();
  return res.message;
}

/** An invitation (the person joins when they accept it): reloads the pending invitations. */
export async function addMember(organizationId: number, email: string, role: OrganizationRole) {
  const res = await call(
    api.organization["add-user"].$post({ json: { organization_id: organizationId, email, role } }),
  );
  await queryClient.invalidateQueries({ queryKey: queryKeys.organizationInvitations(organizationId) });
  return res.message;
}

export const changeMemberRole = (organizationId: number, userId: number, email: string, role: OrganizationRole) =>
  thenRefetch(
    call(
      api.organization.user[":userId"].role.$patch({
        param: { userId: id(userId) },
        json: { role, organization_id: organizationId, email },
      }),
    ),
  );

export const removeMember = (organizationId: number, userId: number) =>
  thenRefetch(
    call(
      api.organization.user[":userId"].$delete({
        param: { userId: id(userId) },
        json: { organization_id: organizationId },
      }),
    ),
  );
