// Super-admin user administration calls (SPEC.md §7 User).
import { api } from "../../lib/api/client";
import type { OrganizationRole, UserRecord } from "../../lib/session";

export interface AdminUser extends UserRecord {
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

/** The API pages the list (at most 1000 a page); the screen searches all of it, so read every page. */
const PAGE_SIZE = 1000;

export async function fetchUsers(): Promise<AdminUser[]> {
  const all: AdminUser[] = [];
  for (let page = 1; ; page++) {
    const { users, total } = await api.get<{ ok: true; users: AdminUser[]; total: number }>(
      `/user/all?page=${page}&limit=${PAGE_SIZE}`,
    );
    all.push(...users);
    if (users.length < PAGE_SIZE || all.length >= total) return all;
  }
}

export const updateUser = (id: number, update: UserUpdate) => api.put(`/user/update/${id}`, update);
