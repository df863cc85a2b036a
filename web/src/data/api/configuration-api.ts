// Account and organization settings calls (docs/accounts.md, User, Organization).
import { api, call, id } from "../../lib/api/client";

export interface SessionInfo {
  id: number;
  device: string;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

export const updateName = (first_name: string, last_name: string) =>
  call(api.user["update-name"].$put({ json: { first_name, last_name } }));

export const changeEmail = (email: string, password: string) =>
  call(api.auth["change-email"].$post({ json: { email, password } }));

export const changePassword = (current_password: string, new_password: string) =>
  call(api.auth["change-password"].$post({ json: { current_password, new_password } }));

export const changePhone = (phone: string) => call(api.auth["change-phone"].$post({ json: { phone } }));
export const sendPhoneCode = () => call(api.auth["send-code-phone"].$post());
export const validatePhoneCode = (code: string) => call(api.auth["validate-code"].$post({ json: { code } }));

export async function fetchSessions(): Promise<SessionInfo[]> {
  const { sessions } = await call(api.auth.session.$get());
  return sessions;
}

export const revokeSession = (sessionId: number) =>
  call(api.auth.session[":id"].$delete({ param: { id: String(sessionId) } }));

export const deleteAccount = (password: string) => call(api.auth["delete-account"].$delete({ json: { password } }));

export const renameOrganization = (orgId: number, name: string) =>
  call(api.organization[":id"].$put({ param: { id: id(orgId) }, json: { name } }));
export const deleteOrganization = (orgId: number) =>
  call(api.organization[":id"].$delete({ param: { id: id(orgId) } }));
