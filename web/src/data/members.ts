// Members and invitations (docs/spa-data.md): an organization's members live in the session's organization
// list (refetched after a change), its pending invitations and the caller's own invitations in the query
// cache. A live 'update-organization' marks the organization's pending invitations stale (someone accepted).
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api, call, id, isApiError } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { refetchCurrentUser, refetchOrganizations, selectOrganization, type OrganizationRole } from "../lib/session";
import { dashboardKeys } from "./dashboard";

export const invitationKeys = {
  /** The caller's own pending invitations: account data, cleared with the session. */
  mine: () => ["invitations"] as const,
  /** An organization's pending invitations (work team screen, owners and admins). */
  organization: (orgId: number) => ["org", orgId, "invitations"] as const,
};

async function fetchMyInvitations() {
  const { email_verified, invitations } = await call(api.invitation.$get());
  return { email_verified, invitations };
}

async function fetchOrganizationInvitations(orgId: number) {
  const { invitations } = await call(api.organization.invitation[":org"].$get({ param: { org: id(orgId) } }));
  return invitations;
}

export type MyInvitations = Awaited<ReturnType<typeof fetchMyInvitations>>;
export type MyInvitation = MyInvitations["invitations"][number];
export type PendingInvitation = Awaited<ReturnType<typeof fetchOrganizationInvitations>>[number];

export const invitationQueries = {
  mine: () => queryOptions({ queryKey: invitationKeys.mine(), queryFn: fetchMyInvitations }),
  organization: (orgId: number) =>
    queryOptions({ queryKey: invitationKeys.organization(orgId), queryFn: () => fetchOrganizationInvitations(orgId) }),
};

/** The API refused because the caller's email is not verified yet (show the code step). */
export const needsEmailVerification = (error: unknown) =>
  isApiError(error) && typeof error.data === "object" && error.data?.code === "EMAIL_NOT_VERIFIED";

/**
 * An invitation sent or revoked: the organization's pending list, and the dashboard's first steps, which
 * count pending invitations (docs/first-steps.md; no live message tells of them).
 */
const invitationsChanged = (organizationId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: invitationKeys.organization(organizationId) }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.summary(organizationId) }),
  ]);

const invalidateMine = () => queryClient.invalidateQueries({ queryKey: invitationKeys.mine() });

// ---- Members (the work team screen) ----

interface MemberVars {
  organizationId: number;
  userId: number;
}

/** Invites someone (they join when they accept): the organization's pending invitations grow. */
export function useAddMember() {
  return useMutation(
    {
      mutationFn: async (vars: { organizationId: number; email: string; role: OrganizationRole }) =>
        (
          await call(
            api.organization["add-user"].$post({
              json: { organization_id: vars.organizationId, email: vars.email, role: vars.role },
            }),
          )
        ).message,
      onSuccess: (_message, { organizationId }) => invitationsChanged(organizationId),
    },
    queryClient,
  );
}

/** The members sit in the session's organization list: it is read again (the answer's message is kept). */
export function useChangeMemberRole() {
  return useMutation(
    {
      mutationFn: async ({
        organizationId,
        userId,
        email,
        role,
      }: MemberVars & { email: string; role: OrganizationRole }) =>
        (
          await call(
            api.organization.user[":userId"].role.$patch({
              param: { userId: id(userId) },
              json: { role, organization_id: organizationId, email },
            }),
          )
        ).message,
      onSuccess: () => refetchOrganizations(),
    },
    queryClient,
  );
}

export function useRemoveMember() {
  return useMutation(
    {
      mutationFn: async ({ organizationId, userId }: MemberVars) =>
        (
          await call(
            api.organization.user[":userId"].$delete({
              param: { userId: id(userId) },
              json: { organization_id: organizationId },
            }),
          )
        ).message,
      onSuccess: () => refetchOrganizations(),
    },
    queryClient,
  );
}

export function useRevokeInvitation() {
  return useMutation(
    {
      mutationFn: ({ invitationId }: { organizationId: number; invitationId: number }) =>
        call(api.organization.invitation[":id"].$delete({ param: { id: id(invitationId) } })),
      onSuccess: (_r, { organizationId }) => invitationsChanged(organizationId),
    },
    queryClient,
  );
}

// ---- The caller's own invitations ----

/** After joining: the organization list, the new one selected, and the caller's invitations read again. */
async function joined(organizationId: number) {
  await refetchOrganizations();
  selectOrganization(organizationId);
  await invalidateMine();
}

export function useAcceptInvitation() {
  return useMutation(
    {
      mutationFn: (invitationId: number) =>
        call(api.invitation[":id"].accept.$post({ param: { id: id(invitationId) } })),
      onSuccess: (res) => joined(res.organization.id),
    },
    queryClient,
  );
}

/** Accepts the emailed link's invitation. */
export function useAcceptInvitationToken() {
  return useMutation(
    {
      mutationFn: (token: string) => call(api.invitation["accept-token"].$post({ json: { token } })),
      onSuccess: (res) => joined(res.organization.id),
    },
    queryClient,
  );
}

export function useDeclineInvitation() {
  return useMutation(
    {
      mutationFn: (invitationId: number) =>
        call(api.invitation[":id"].decline.$post({ param: { id: id(invitationId) } })),
      onSuccess: () => invalidateMine(),
    },
    queryClient,
  );
}

// ---- Email verification (invitations wait for it) ----

export function useSendEmailCode() {
  return useMutation({ mutationFn: () => call(api.auth["send-code-email"].$post()) }, queryClient);
}

/** Verifies the emailed code: the user (its email and flag) and the invitations it unlocks are read again. */
export function useVerifyEmail() {
  return useMutation(
    {
      mutationFn: (code: string) => call(api.auth["verify-email"].$post({ json: { code } })),
      onSuccess: async () => {
        await refetchCurrentUser();
        void invalidateMine();
      },
    },
    queryClient,
  );
}
