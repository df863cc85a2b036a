// Organization membership and role checks (DESIGN.md §3), shared by every org-scoped route.
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { userOrganizations, type Role } from "../db/schema";
import type { AppEnv, Membership } from "../env";
import { badRequest, forbidden } from "../lib/errors";
import { idParam } from "../lib/validate";

const RANK: Record<Role, number> = { user: 0, admin: 1, owner: 2 };

export function hasRole(role: Role, atLeast: Role): boolean {
  return RANK[role] >= RANK[atLeast];
}

/**
 * Loads the caller's membership of `organizationId` (one query) and stores it in c.var.membership.
 * Non-members get 403 and learn nothing about the organization.
 */
export async function assertMember(
  c: Context<AppEnv>,
  organizationId: number,
  atLeast: Role = "user",
): Promise<Membership> {
  const [row] = await c.var.db
    .select({ role: userOrganizations.role })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.user_id, c.var.user.id), eq(userOrganizations.organization_id, organizationId)))
    .limit(1);
  if (!row) throw forbidden("No tenés acceso a esta organización", "NOT_A_MEMBER");
  if (!hasRole(row.role, atLeast)) throw forbidden("Tu rol no permite esta acción", "ROLE_FORBIDDEN");
  const membership = { organizationId, role: row.role };
  c.set("membership", membership);
  return membership;
}

/** Middleware form for routes with the organization id in a path parameter (default `org`). */
export function memberOf(param = "org", atLeast: Role = "user") {
  return createMiddleware<AppEnv>(async (c, next) => {
    const parsed = idParam.safeParse(c.req.param(param));
    if (!parsed.success) throw badRequest("Identificador de organización inválido", "INVALID_ID");
    await assertMember(c, parsed.data, atLeast);
    await next();
  });
}

/** Owners and admins manage structure and may edit anyone's records. */
export function canManage(m: Membership): boolean {
  return hasRole(m.role, "admin");
}
