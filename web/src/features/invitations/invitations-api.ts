// Invitation and email-verification calls (issue #19): the invitee's list, accept and decline, the
// emailed link, the email code, and the admin's pending list with revoke.
import { api, call, id, isApiError } from "../../lib/api/client";
import { queryClient } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { refetchOrganizations, selectOrganization } from "../../lib/session";

export type MyInvitations = Awaited<ReturnType<typeof fetchMyInvitations>>;
export type MyInvitation = MyInvitations["invitations"][number];
export type PendingInvitation = Awaited<ReturnType<typeof fetchOrganizationInvitations>>[number];

export async function fetchMyInvitations() {
  const { email_verified, invitations } = await call(api.invitation.$get());
  return { email_verified, invitations };
}

/** After joining: the organization list, the new one selected, and the invitation list reloaded. */
async function joined(organizationId: number) {
  await refetchOrganizations();
  selectOrganization(organizationId);
  await queryClient.invalidateQueries({ queryKey: queryKeys.invitations() });
}

export async function acceptInvitation(invitationId: number) {
  const res = await call(api.invitation[":id"].accept.$post({ param: { id: id(invitationId) } }));
  await joined(res.organization.id);
  return res;
}

export async function acceptInvitationToken(token: string) {
  const res = await call(api.invitation["accept-token"].$post({ json: { token } }));
  await joined(res.organization.id);
  return res;
}

export async function declineInvitation(invitationId: number) {
  const res = await call(api.invitation[":id"].decline.$post({ param: { id: id(invitationId) } }));
  await queryClient.invalidateQueries({ queryKey: queryKeys.invitations() });
  return res;
}

/** The API refused because the caller's email is not verified yet (show the code step). */
export const needsEmailVerification = (error: unknown) =>
  isApiError(error) && typeof error.data === "object" && error.data?.code === "EMAIL_NOT_VERIFIED";

export const sendEmailCode = () => call(api.auth["send-code-email"].$post());
export const verifyEmail = (code: string) => call(api.auth["verify-email"].$post({ json: { code } }));

export async function fetchOrganizationInvitations(organizationId: number) {
  const { invitations } = await call(api.organization.invitation[":org"].$get({ param: { org: id(organizationId) } }));
  return invitations;
}

export async function revokeInvitation(organizationId: number, invitationId: number) {
  const res = await call(api.organization.invitation[":id"].$delete({ param: { id: id(invitationId) } }));
  await queryClient.invalidateQueries({ queryKey: queryKeys.organizationInvitations(organizationId) });
  return res;
}
