// Account and organization settings calls (SPEC.md §7 Auth, User, Organization).
import { api } from "../../lib/api/client";

export interface SessionInfo {
  id: number;
  device: string;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

interface Ok {
  ok: true;
  message?: string;
}

export const updateName = (first_name: string, last_name: string) =>
  api.put<Ok>("/user/update-name", { first_name, last_name });

export const changeEmail = (email: string, password: string) => api.post<Ok>("/auth/change-email", { email, password });

export const changePassword = (current_password: string, new_password: string) =>
  api.post<Ok>("/auth/change-password", { current_password, new_password });

export const changePhone = (phone: string) => api.post<Ok>("/auth/change-phone", { phone });
export const sendPhoneCode = () => api.post<Ok>("/auth/send-code-phone");
export const validatePhoneCode = (code: string) => api.post<Ok>("/auth/validate-code", { code });

export async function fetchSessions(): Promise<SessionInfo[]> {
  const { sessions } = await api.get<{ ok: true; sessions: SessionInfo[] }>("/auth/session");
  return sessions;
}

export const revokeSession = (id: number) => api.delete<Ok>(`/auth/session/${id}`);

export const deleteAccount = (password: string) => api.delete<Ok>("/auth/delete-account", { password });

export const renameOrganization = (id: number, name: string) => api.put<Ok>(`/organization/${id}`, { name });
export const deleteOrganization = (id: number) => api.delete<Ok>(`/organization/${id}`);
