// Membership calls of the work team page (SPEC.md §7 Organization); each reloads the list after.
import { api } from "../../lib/api/client";
import { refetchOrganizations, type OrganizationRole } from "../../lib/session";

interface MessageResponse {
  ok: true;
  message?: string;
}

async function thenRefetch(call: Promise<MessageResponse>): Promise<string | undefined> {
  const res = await call;
  await refetchOrganizations();
  return res.message;
}

export const addMember = (organizationId: number, email: string, role: OrganizationRole) =>
  thenRefetch(api.post<MessageResponse>("/organization/add-user", { organization_id: organizationId, email, role }));

export const changeMemberRole = (organizationId: number, userId: number, email: string, role: OrganizationRole) =>
  thenRefetch(
    api.patch<MessageResponse>(`/organization/user/${userId}/role`, { role, organization_id: organizationId, email }),
  );

export const removeMember = (organizationId: number, userId: number) =>
  thenRefetch(api.delete<MessageResponse>(`/organization/user/${userId}`, { organization_id: organizationId }));
