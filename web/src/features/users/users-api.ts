// Super-admin user administration calls (SPEC.md §7 User).
import { api, call, id } from "../../lib/api/client";
import type { InferResponseType } from "hono/client";

type ListedUser = InferResponseType<typeof api.user.all.$get>["users"][number];

/** A user as GET /user/all returns it, with their organizations and roles (a name may be missing). */
export type AdminUser = Omit<ListedUser, "organizations"> & {
  organizations: Array<{ id: number; name: string | null; role: string }>;
};

/** SPEC.md §2/§5: exactly these fields; password only when one was typed. */
export interface UserUpdate {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password?: string;
}

/** The API pages the list (at most 100 a page); the screen searches all of it, so read every page. */
const PAGE_SIZE = 100;

export async function fetchUsers(): Promise<AdminUser[]> {
  const all: AdminUser[] = [];
  for (let page = 1; ; page++) {
    const { users, total } = await call(api.user.all.$get({ query: { page: String(page), limit: String(PAGE_SIZE) } }));
    all.push(...users);
    if (users.length < PAGE_SIZE || all.length >= total) return all;
  }
}

export const updateUser = (userId: number, update: UserUpdate) =>
  call(api.user.update[":id"].$put({ param: { id: id(userId) }, json: update }));
