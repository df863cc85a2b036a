// The caller's role in an organization, as SQL: a column of a resource's own lookup (callerRole) or one
// statement of its own (roleIn). The doors (door.ts, the live room's) read roles only through these.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { userOrganizations, type Role } from "../../db/schema";
import type { Db } from "../../env";

/**
 * The caller's role in the organization of a looked-up row, as a column of that same lookup (resource
 * routes without the organization in the path: `/lot/details/:id`, `/movement/:id`...).
 */
export const callerRole = (userId: number, orgColumn: SQL) =>
  sql`(SELECT uo.role FROM user_organizations uo WHERE uo.user_id = ${userId} AND uo.organization_id = ${orgColumn})`;

/** The caller's role in `orgId` (null when not a member), one statement. */
export async function roleIn(db: Db, userId: number, orgId: number): Promise<Role | null> {
  const [row] = await db
    .select({ role: userOrganizations.role })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.user_id, userId), eq(userOrganizations.organization_id, orgId)))
    .limit(1);
  return row?.role ?? null;
}
