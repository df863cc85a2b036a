// Super-admin user administration calls (SPEC.md §7 User).
import { api } from "../../lib/api/client";
import type { OrganizationRole } from "../../lib/session";

export interface AdminUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  email_verified: boolean;
  phone_verified: boolean;
  is_super_admin: boolean;
  last_login: string | null;
  created_at: string;
  updated_at: string;
  organizations: { id: number; name: string | null; role: OrganizationRole }[];
}

/** SPEC.md §2/§5: exactly these fields; password only when one was typed. */
export interface UserUpdate {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password?: string;
}

export async function fetchUsers(): Promise<AdminUser[]> {
  const { users } = await api.get<{ ok: true; users: AdminUser[] }>("/user/all");
  return users;
}

export const updateUser = (id: number, update: UserUpdate) => api.put(`/user/update/${id}`, update);
