// Membership reads and writes of /api/organization (member-routes.ts): who an add or a change touches, and
// the removal and role change, each guarding the last owner inside the write itself.
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { organizations, userOrganizations, users, type Role } from "../../db/schema";
import type { Db } from "../../env";

/**
 * The door row of a membership change, in one query: the caller's and the target's memberships (with the
 * target's email) and how many owners there are, to protect the last one.
 */
export async function memberChangeRows(db: Db, orgId: number, callerId: number, targetId: number) {
  const rows = await db
    .select({ user_id: userOrganizations.user_id, role: userOrganizations.role, email: users.email })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.user_id))
    .where(
      and(
        eq(userOrganizations.organization_id, orgId),
        or(
          eq(userOrganizations.user_id, callerId),
          eq(userOrganizations.user_id, targetId),
          eq(userOrganizations.role, "owner"),
        ),
      ),
    );
  return {
    caller: rows.find((r) => r.user_id === callerId),
    target: rows.find((r) => r.user_id === targetId),
    owners: rows.filter((r) => r.role === "owner").length,
  };
}

/**
 * The condition a write that removes or demotes `userId` carries when it touches an owner: another owner
 * remains, and the caller still holds the role the decision was made with. Inside the write itself, so
 * two owners demoting each other at once cannot both succeed.
 */
function ownerChangeGuard(orgId: number, userId: number, caller: { user_id: number; role: Role }): SQL {
  return sql`(${userOrganizations.role} <> 'owner' OR (
      (SELECT count(*) FROM user_organizations o WHERE o.organization_id = ${orgId} AND o.role = 'owner'
        AND o.user_id <> ${userId}) > 0
      AND (SELECT c.role FROM user_organizations c WHERE c.organization_id = ${orgId}
        AND c.user_id = ${caller.user_id}) = ${caller.role}))`;
}

/** One member of an organization, and who changes their membership. */
interface MemberChange {
  orgId: number;
  userId: number;
  caller: { user_id: number; role: Role };
}

/**
 * Removes the member (`role` null) or gives them `role`; false when the owner guard stopped it (naming
 * an owner needs none).
 */
export async function changeMembership(db: Db, { orgId, userId, caller }: MemberChange, role: Role | null) {
  const guard = role === "owner" ? undefined : ownerChangeGuard(orgId, userId, caller);
  const row = and(eq(userOrganizations.organization_id, orgId), eq(userOrganizations.user_id, userId), guard);
  const written =
    role === null
      ? await db.delete(userOrganizations).where(row).returning({ id: userOrganizations.id })
      : await db.update(userOrganizations).set({ role }).where(row).returning({ id: userOrganizations.id });
  return written.length > 0;
}

/** Before an invitation: the organization's name and whether `email` is already a member, one round trip. */
export async function invitationTarget(db: Db, orgId: number, email: string) {
  const [[org], [member]] = await db.batch([
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId)).limit(1),
    db
      .select({ id: userOrganizations.id })
      .from(userOrganizations)
      .innerJoin(users, eq(users.id, userOrganizations.user_id))
      .where(and(eq(userOrganizations.organization_id, orgId), eq(users.email, email)))
      .limit(1),
  ]);
  return { orgName: org!.name, isMember: Boolean(member) };
}

/** The name of organization `id`, or null when there is none. */
export async function organizationName(db: Db, id: number): Promise<string | null> {
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return org?.name ?? null;
}

/** The account of `email` (if any), whether it is active, verified, and a member of `orgId` (when given). */
export async function accountForAdd(db: Db, email: string, orgId: number | undefined) {
  const [existing] = await db
    .select({
      id: users.id,
      password_hash: users.password_hash,
      email_verified: users.email_verified,
      // The outer table by its literal name: drizzle leaves a single table's columns unqualified.
      member: sql<number>`EXISTS (SELECT 1 FROM user_organizations m WHERE m.user_id = users.id
          AND m.organization_id = ${orgId ?? null})`,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return existing;
}

/** A new account still to be activated (no password yet); its id. */
export async function insertPendingAccount(
  db: Db,
  input: { email: string; first_name: string; last_name: string; phone?: string | null },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ email: input.email, first_name: input.first_name, last_name: input.last_name, phone: input.phone })
    .returning({ id: users.id });
  return row!.id;
}
