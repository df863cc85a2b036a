// Deleting an account in one batch (D1 has no transactions). The "another owner remains" condition sits
// inside both deleting statements, so two co-owners deleting at once, or a member joining meanwhile,
// can never leave an organization without an owner: the second batch finds the first already done.
import { and, eq, sql } from "drizzle-orm";
import { organizations, userOrganizations, users } from "../../db/schema";
import type { Db } from "../../env";

/** No organization `userId` owns and someone else uses is left without another owner. */
function noOrganizationLeftOwnerless(userId: number) {
  return sql`NOT EXISTS (SELECT 1 FROM user_organizations m WHERE m.user_id = ${userId} AND m.role = 'owner'
    AND EXISTS (SELECT 1 FROM user_organizations x WHERE x.organization_id = m.organization_id
      AND x.user_id <> ${userId})
    AND NOT EXISTS (SELECT 1 FROM user_organizations x WHERE x.organization_id = m.organization_id
      AND x.user_id <> ${userId} AND x.role = 'owner'))`;
}

/**
 * Deletes `userId` with the organizations nobody else uses (their data cascades); shared ones keep
 * theirs. Answers the memberships as they were inside the batch, the organizations deleted (`gone`) and
 * whether the account went: when it did not, `orphaned` is the organization that would have lost its last owner (nothing was written).
 */
export async function deleteAccount(db: Db, userId: number) {
  const guard = noOrganizationLeftOwnerless(userId);
  const others = sql<number>`(SELECT count(*) FROM user_organizations x
    WHERE x.organization_id = user_organizations.organization_id AND x.user_id <> ${userId})`;
  const otherOwners = sql<number>`(SELECT count(*) FROM user_organizations x
    WHERE x.organization_id = user_organizations.organization_id AND x.user_id <> ${userId} AND x.role = 'owner')`;
  const solo = sql`(SELECT count(*) FROM user_organizations x WHERE x.organization_id = organizations.id) = 1`;
  const mine = sql`organizations.id IN (SELECT organization_id FROM user_organizations WHERE user_id = ${userId})`;
  const [memberships, gone, deleted] = await db.batch([
    db
      .select({ id: organizations.id, name: organizations.name, role: userOrganizations.role, others, otherOwners })
      .from(userOrganizations)
      .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
      .where(eq(userOrganizations.user_id, userId)),
    db
      .delete(organizations)
      .where(and(mine, solo, guard))
      .returning({ id: organizations.id }),
    db
      .delete(users)
      .where(and(eq(users.id, userId), guard))
      .returning({ id: users.id }),
  ]);
  const orphaned = memberships.find((m) => m.role === "owner" && m.others > 0 && m.otherOwners === 0);
  return { deleted: deleted.length > 0, memberships, orphaned, gone: gone.map((o) => o.id) };
}
