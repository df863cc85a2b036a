// Membership calls of the work team page (SPEC.md §7 Organization); each reloads the list after.
import { api, call, id } from "../../lib/api/client";
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

export const addMember = (organizationId: number, email: string, role: OrganizationRole) =>
  thenRefetch(call(api.organization["add-user"].$post({ json: { organization_id: organizationId, email, role } })));

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
