// The signed-in user's account (docs/spa-data.md): profile, email, password, phone, sessions, deletion, and
// the owner's data transfer. The user lives in the session (refetched after a change); the sessions list
// is account data in the query cache, cleared with the session.
import { queryOptions, useMutation } from "@tanstack/react-query";
import {
  changeEmail,
  changePassword,
  changePhone,
  deleteAccount,
  fetchSessions,
  revokeSession,
  sendPhoneCode,
  updateName,
  validatePhoneCode,
} from "./api/configuration-api";
import { exportOrganization, importOrganization } from "./api/data-transfer-api";
import { queryClient } from "../lib/query/query-client";
import { queryKeys } from "../lib/query/query-keys";
import { refetchCurrentUser } from "../lib/session";

export const accountKeys = {
  /** The caller's own sessions: account data, not an organization's. */
  sessions: () => ["sessions"] as const,
};

export const accountQueries = {
  sessions: () => queryOptions({ queryKey: accountKeys.sessions(), queryFn: fetchSessions }),
};

/** A write that changes the user: done once the session's user is read again. */
const useRefreshingUser = <V>(mutationFn: (vars: V) => Promise<unknown>) =>
  useMutation({ mutationFn, onSuccess: () => refetchCurrentUser() }, queryClient);

export const useUpdateName = () =>
  useRefreshingUser(({ first_name, last_name }: { first_name: string; last_name: string }) =>
    updateName(first_name, last_name),
  );

/** Mails a code to the new address; the email changes once the code is verified (data/members.ts). */
export const useChangeEmail = () =>
  useMutation(
    { mutationFn: ({ email, password }: { email: string; password: string }) => changeEmail(email, password) },
    queryClient,
  );

export const useChangePassword = () =>
  useMutation(
    {
      mutationFn: ({ current, next }: { current: string; next: string }) => changePassword(current, next),
    },
    queryClient,
  );

/** Stores the number (unverified) and sends it a code. */
export const useChangePhone = () => useRefreshingUser((phone: string) => changePhone(phone));
export const useSendPhoneCode = () => useMutation({ mutationFn: () => sendPhoneCode() }, queryClient);
export const useValidatePhoneCode = () => useRefreshingUser((code: string) => validatePhoneCode(code));

export const useRevokeSession = () =>
  useMutation(
    {
      mutationFn: (sessionId: number) => revokeSession(sessionId),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
    },
    queryClient,
  );

/** The server ends every session of the account; the screen ends the local one. */
export const useDeleteAccount = () =>
  useMutation({ mutationFn: (password: string) => deleteAccount(password) }, queryClient);

/** The organization's export (a ZIP), for the owner to download. */
export const useExportOrganization = () =>
  useMutation({ mutationFn: (orgId: number) => exportOrganization(orgId) }, queryClient);

/** Loads an export's JSON into the (empty) organization, reporting the share sent: all its data is read again. */
export const useImportOrganization = () =>
  useMutation(
    {
      mutationFn: ({ orgId, json, onProgress }: { orgId: number; json: Blob; onProgress: (share: number) => void }) =>
        importOrganization(orgId, json, onProgress),
      onSuccess: (_r, { orgId }) => queryClient.invalidateQueries({ queryKey: queryKeys.org(orgId) }),
    },
    queryClient,
  );
