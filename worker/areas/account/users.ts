// The caller's own account reads and writes (/api/user): the profile with every membership, the
// organizations menu, one membership, the name, and another user's name when the caller may see it.
import { asc, eq, sql } from "drizzle-orm";
import { organizations, userOrganizations, users, type Role } from "../../db/schema";
import type { Db } from "../../env";
import { memberOrganization } from "../organization/organizations";

/** Every field of a user the screens show; never the password hash. */
export const publicUser = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  phone: users.phone,
  email_verified: users.email_verified,
  phone_verified: users.phone_verified,
  is_super_admin: users.is_super_admin,
  last_login: users.last_login,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

// Correlated subqueries name the outer table literally: drizzle leaves a column unqualified in
// single-table queries, and an unqualified name inside a subquery binds to the inner table.

/** Movements the member recorded in that organization (`data_entries`). */
const dataEntries = sql<number>`(SELECT count(*) FROM movements m WHERE m.organization_id = user_organizations.organization_id AND m.created_by = user_organizations.user_id)`;

const membershipColumns = {
  membership_id: userOrganizations.id,
  role: userOrganizations.role,
  data_entries: dataEntries,
  organization_id: organizations.id,
  organization_name: organizations.name,
};

type MembershipRow = {
  membership_id: number | null;
  role: Role | null;
  data_entries: number | null;
  organization_id: number | null;
  organization_name: string | null;
};

export const toUserOrganization = (r: MembershipRow) => ({
  id: r.membership_id!,
  role: r.role!,
  data_entries: Number(r.data_entries ?? 0),
  organization: { id: r.organization_id!, name: r.organization_name! },
});

/** One query: the profile with every membership (left join, so a user without organizations too). */
export async function profileOf(db: Db, userId: number) {
  const rows = await db
    .select({ ...publicUser, ...membershipColumns })
    .from(users)
    .leftJoin(userOrganizations, eq(userOrganizations.user_id, users.id))
    .leftJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
    .where(eq(users.id, userId))
    .orderBy(asc(organizations.name), asc(organizations.id));
  const first = rows[0];
  if (!first) return null;
  const profile = Object.fromEntries(Object.keys(publicUser).map((k) => [k, first[k as keyof typeof publicUser]]));
  const user_organizations = rows.filter((r) => r.membership_id !== null).map(toUserOrganization);
  return { ...(profile as typeof first), user_organizations };
}

/** The caller's membership of `orgId` as the profile shows it, with the role (a door row); undefined if none. */
export const myMembership = (db: Db, userId: number, orgId: number) =>
  memberOrganization(db, userId, orgId, membershipColumns);

export async function updateName(db: Db, userId: number, name: { first_name: string; last_name: string }) {
  await db
    .update(users)
    .set({ ...name, updated_at: new Date().toISOString() })
    .where(eq(users.id, userId));
}

/**
 * User `id`'s name with the door row that decides whether the caller sees it: an organization both share
 * (`organization_id`) and the caller's role there, one statement; no shared organization leaves both null.
 */
export async function userNameRow(db: Db, callerId: number, id: number) {
  const [row] = await db.all<{
    id: number;
    first_name: string;
    last_name: string;
    organization_id: number | null;
    role: Role | null;
  }>(sql`SELECT u.id, u.first_name, u.last_name, shared.organization_id, shared.role
    FROM users u LEFT JOIN (
      SELECT theirs.user_id, mine.organization_id, mine.role FROM user_organizations theirs
      JOIN user_organizations mine ON mine.organization_id = theirs.organization_id AND mine.user_id = ${callerId}
    ) shared ON shared.user_id = u.id
    WHERE u.id = ${id} LIMIT 1`);
  return row;
}
