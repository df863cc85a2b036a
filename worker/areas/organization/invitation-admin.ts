// The owners' and admins' side of invitations (invitation-admin-routes.ts): the pending list, the door row of
// one invitation and its revocation.
import { and, desc, eq, sql } from "drizzle-orm";
import { invitations, users, type Role } from "../../db/schema";
import type { Db } from "../../env";
import { pending } from "./invitations";
import { callerRole } from "./member-role";

/** The organization's pending invitations, newest first, with who invited. */
export async function pendingInvitations(db: Db, orgId: number) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invited_by_first_name: sql<string | null>`${users.first_name}`,
      invited_by_last_name: sql<string | null>`${users.last_name}`,
      created_at: invitations.created_at,
      expires_at: invitations.expires_at,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invited_by))
    .where(and(eq(invitations.organization_id, orgId), pending()))
    .orderBy(desc(invitations.created_at))
    .limit(200);
}

/** An invitation's door row: its organization, the role it grants and the caller's role there. */
export async function invitationDoorRow(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({
      organization_id: invitations.organization_id,
      role: sql<Role | null>`${callerRole(userId, sql`"invitations"."organization_id"`)}`,
      invited_role: invitations.role,
    })
    .from(invitations)
    .where(eq(invitations.id, id))
    .limit(1);
  return row;
}

/** Revokes a pending invitation; false when it was no longer pending. */
export async function revokeInvitation(db: Db, id: number): Promise<boolean> {
  const revoked = await db
    .update(invitations)
    .set({ revoked_at: new Date().toISOString() })
    .where(and(eq(invitations.id, id), pending()))
    .returning({ id: invitations.id });
  return revoked.length > 0;
}
