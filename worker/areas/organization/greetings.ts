// The reads of the welcome greeting (greeting-routes.ts): the organization with the caller's role in it (its
// door row) and the members to greet.
import { and, eq, ne, sql } from "drizzle-orm";
import { organizations, userOrganizations, users, type Role } from "../../db/schema";
import type { Db } from "../../env";
import { callerRole } from "./member-role";

/** Organizations are teams; this only bounds one request's fan-out. */
const MAX_RECIPIENTS = 500;

/** The organization `id` (undefined when there is none) with the caller's role there, one statement. */
export async function greetingDoorRow(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({
      organization_id: organizations.id,
      role: sql<Role | null>`${callerRole(userId, sql`"organizations"."id"`)}`,
    })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row;
}

/** Every member of `orgId` but the caller, with what the greeting needs to reach them. */
export async function greetingRecipients(db: Db, orgId: number, callerId: number) {
  return db
    .select({
      first_name: users.first_name,
      email: users.email,
      phone: users.phone,
      phone_verified: users.phone_verified,
      organization: organizations.name,
    })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.user_id))
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
    .where(and(eq(userOrganizations.organization_id, orgId), ne(userOrganizations.user_id, callerId)))
    .limit(MAX_RECIPIENTS);
}
