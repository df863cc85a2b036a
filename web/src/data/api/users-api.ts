// Super-admin user administration calls (docs/accounts.md).
import { api, call, id } from "../../lib/api/client";
import type { InferResponseType } from "hono/client";

type ListedUser = InferResponseType<typeof api.user.all.$get, 200>["users"][number];

/** A user as GET /user/all returns it, with their organizations and roles (a name may be missing). */
export type AdminUser = Omit<ListedUser, "organizations"> & {
  organizations: Array<{ id: number; name: string | null; role: string }>;
};

/** docs/client-rules.md: exactly these fields; password only when one was typed. */
export interface UserUpdate {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password?: string;
}

/** Rows per page of the Users screen (the API's default, docs/architecture.md). */
export const USERS_PAGE_SIZE = 10;

/** One page of the server-side search, with the term it answers (empty: every user). */
export interface UsersPage {
  users: AdminUser[];
  /** The users matching the term. */
  total: number;
  /** Every user, whatever the term. */
  totalUsers: number;
  page: number;
  limit: number;
  q: string;
}

export async function fetchUsersPage(page: number, q: string): Promise<UsersPage> {
  const query = { page: String(page), limit: String(USERS_PAGE_SIZE), ...(q ? { q } : {}) };
  const { users, total, total_users, limit } = await call(api.user.all.$get({ query }));
  return { users, total, totalUsers: total_users, page, limit, q };
}

export const updateUser = (userId: number, update: UserUpdate) =>
  call(api.user.update[":id"].$put({ param: { id: id(userId) }, json: update }));
