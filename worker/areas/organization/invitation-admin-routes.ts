// /api/organization/invitation: the pending invitations of an organization, for its owners and admins,
// and revoking one. Mounted inside member-routes.ts (requireAuth from organization-routes.ts).
import { and, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { invitations, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError, notFound } from "../../lib/errors";
import { idParam, validate } from "../../lib/validate";
import { z } from "../../shared/zod";
import { assertMayGrant } from "./access";
import { admitResource, callerRole, door } from "./door";
import { pending } from "./invitations";

const idParams = z.object({ id: idParam });
const hidden = () => notFound("Invitación no encontrada", "INVITATION_NOT_FOUND");

export const invitationAdminRoutes = new Hono<AppEnv>()
  .get(...door("/invitation/:org", "org", "admin"), async (c) => {
    const rows = await c.var.db
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
      .where(and(eq(invitations.organization_id, c.var.membership.organizationId), pending()))
      .orderBy(desc(invitations.created_at))
      .limit(200);
    return c.json({ ok: true as const, invitations: rows });
  })

  // Another organization's invitation is a 404 (its id reveals nothing); admins cannot revoke an
  // owner's invitation, as they cannot create one.
  .delete("/invitation/:id", validate("param", idParams), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.db;
    const [row] = await db
      .select({
        organization_id: invitations.organization_id,
        role: sql<
          "owner" | "admin" | "user" | null
        >`${callerRole(c.var.user.id, sql`"invitations"."organization_id"`)}`,
        invited_role: invitations.role,
      })
      .from(invitations)
      .where(eq(invitations.id, id))
      .limit(1);
    const membership = admitResource(c, row, hidden, "admin");
    assertMayGrant(membership.role, row!.invited_role);
    const revoked = await db
      .update(invitations)
      .set({ revoked_at: new Date().toISOString() })
      .where(and(eq(invitations.id, id), pending()))
      .returning({ id: invitations.id });
    if (revoked.length === 0) throw new ApiError(410, "INVITATION_NOT_PENDING", "La invitación ya no está pendiente");
    return c.json({ ok: true as const, message: "Invitación cancelada" });
  });
