// /api/organization membership: add by email, admin-created accounts, remove, change role, greeting.
// Mounted inside organization.ts, whose requireAuth covers these routes.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { organizations, userOrganizations, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { closeMemberSockets } from "../live/live";
import { idParam, validate } from "../../lib/validate";
import { requireSuperAdmin } from "../account/require-auth";
import { assertMayGrant, assertMayManageMember } from "./access";
import { bodyDoor, enterMemberChange } from "./door";
import { broadcastOrganization } from "./org-summaries";
import { sendActivation } from "../account/activation";
import { sendInvitation, upsertInvitation } from "./invitations";
import { hit, RULES } from "../../lib/rate-limit";
import { addUserAdminSchema, addUserSchema, changeRoleSchema, removeMemberSchema } from "../../shared/auth-schemas";
import { z } from "../../shared/zod";
import { greetingRoutes } from "./greeting-routes";
import { invitationAdminRoutes } from "./invitation-admin-routes";
import { auditWrite } from "../admin/audit";
import { addExistingUser } from "./admin-add-member";

const userParams = z.object({ userId: idParam });
const lastOwner = () =>
  conflict("La organización necesita al menos un propietario. Nombrá otro propietario primero.", "LAST_OWNER");

/**
 * The condition a write that removes or demotes `userId` carries when it touches an owner: another owner
 * remains, and the caller still holds the role the decision was made with. Inside the write itself, so
 * two owners demoting each other at once cannot both succeed.
 */
function ownerChangeGuard(orgId: number, userId: number, callerId: number, callerRole: string): SQL {
  return sql`(${userOrganizations.role} <> 'owner' OR (
      (SELECT count(*) FROM user_organizations o WHERE o.organization_id = ${orgId} AND o.role = 'owner'
        AND o.user_id <> ${userId}) > 0
      AND (SELECT c.role FROM user_organizations c WHERE c.organization_id = ${orgId}
        AND c.user_id = ${callerId}) = ${callerRole}))`;
}

export const memberRoutes = new Hono<AppEnv>()
  // An invitation, never an instant membership: the address's owner accepts it from a verified account.
  // Known and unknown addresses take the same statements and get the same answer, so nothing tells
  // whether an account exists (the caller only learns what the member list already shows: who is in).
  .post("/add-user", validate("json", addUserSchema), bodyDoor("admin"), async (c) => {
    const { organization_id, email, role } = c.req.valid("json");
    assertMayGrant(c.var.membership.role, role);
    await hit(c, [
      [RULES.codeSendTarget, `invite:${email}`],
      [RULES.invitationCaller, `user:${c.var.user.id}`],
      [RULES.invitationOrganization, `org:${organization_id}`],
    ]);
    const db = c.var.db;
    const [[org], [member]] = await db.batch([
      db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organization_id)).limit(1),
      db
        .select({ id: userOrganizations.id })
        .from(userOrganizations)
        .innerJoin(users, eq(users.id, userOrganizations.user_id))
        .where(and(eq(userOrganizations.organization_id, organization_id), eq(users.email, email)))
        .limit(1),
    ]);
    if (member) throw conflict("Ese usuario ya es miembro de la organización", "ALREADY_MEMBER");
    const { token, statement } = await upsertInvitation(db, {
      orgId: organization_id,
      email,
      role,
      invitedBy: c.var.user.id,
    });
    await statement;
    await sendInvitation(c.var.rt, { email, orgName: org!.name, token });
    return c.json({ ok: true as const, invited: true as const, message: `Le enviamos una invitación a ${email}` });
  })

  .post("/add-user-admin", requireSuperAdmin, validate("json", addUserAdminSchema), async (c) => {
    const body = c.req.valid("json");
    const db = c.var.db;
    let orgName = "";
    if (body.organization_id !== undefined) {
      const [org] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, body.organization_id))
        .limit(1);
      if (!org) throw notFound("Organización no encontrada", "ORGANIZATION_NOT_FOUND");
      orgName = org.name;
    }
    const [existing] = await db
      .select({
        id: users.id,
        password_hash: users.password_hash,
        email_verified: users.email_verified,
        // The outer table by its literal name: drizzle leaves a single table's columns unqualified.
        member: sql<number>`EXISTS (SELECT 1 FROM user_organizations m WHERE m.user_id = users.id
          AND m.organization_id = ${body.organization_id ?? null})`,
      })
      .from(users)
      .where(eq(users.email, body.email))
      .limit(1);
    // An active account named with an organization joins it if its email is verified, else is invited.
    if (existing?.password_hash && body.organization_id !== undefined) {
      return addExistingUser(c, { ...body, organization_id: body.organization_id }, orgName, existing);
    }
    // An account that was never activated gets a new link instead of a 409, so a lost email can be resent.
    if (existing?.password_hash) throw conflict("Ya existe una cuenta con ese email", "EMAIL_TAKEN");
    const userId =
      existing?.id ??
      (
        await db
          .insert(users)
          .values({ email: body.email, first_name: body.first_name, last_name: body.last_name, phone: body.phone })
          .returning({ id: users.id })
      )[0]!.id;
    await auditWrite(db, c.var.user.id, {
      action: "add-user-admin",
      target_type: "user",
      target_id: userId,
      detail: { organization_id: body.organization_id ?? null, role: body.role ?? null, existing: Boolean(existing) },
    });
    await sendActivation(c.var.rt, {
      userId,
      email: body.email,
      firstName: body.first_name,
      membership:
        body.organization_id !== undefined ? { organizationId: body.organization_id, role: body.role } : undefined,
    });
    if (body.organization_id !== undefined) await broadcastOrganization(c.var.rt, body.organization_id);
    return c.json(
      {
        ok: true as const,
        message: existing
          ? "Reenviamos el enlace de activación"
          : "Usuario creado. Le enviamos un enlace para activar su cuenta.",
        user: { id: userId, email: body.email, first_name: body.first_name, last_name: body.last_name },
      },
      existing ? 200 : 201,
    );
  })

  // Owners and admins remove members (admins not owners); anyone may remove themself (leave).
  .delete("/user/:userId", validate("param", userParams), validate("json", removeMemberSchema), async (c) => {
    const { userId } = c.req.valid("param");
    const { organization_id } = c.req.valid("json");
    const { caller, target, owners } = await enterMemberChange(c, organization_id, userId);
    if (userId !== caller.user_id) assertMayManageMember(caller.role, target.role);
    if (target.role === "owner" && owners <= 1) throw lastOwner();
    const removed = await c.var.db
      .delete(userOrganizations)
      .where(
        and(
          eq(userOrganizations.organization_id, organization_id),
          eq(userOrganizations.user_id, userId),
          ownerChangeGuard(organization_id, userId, caller.user_id, caller.role),
        ),
      )
      .returning({ id: userOrganizations.id });
    if (removed.length === 0) throw lastOwner();
    closeMemberSockets(c.var.rt, organization_id, userId);
    await broadcastOrganization(c.var.rt, organization_id);
    return c.json({
      ok: true as const,
      message: userId === caller.user_id ? "Saliste de la organización" : "Miembro eliminado",
    });
  })

  .patch("/user/:userId/role", validate("param", userParams), validate("json", changeRoleSchema), async (c) => {
    const { userId } = c.req.valid("param");
    const { organization_id, role, email } = c.req.valid("json");
    const { caller, target, owners } = await enterMemberChange(c, organization_id, userId);
    assertMayManageMember(caller.role, target.role, role);
    if (email !== undefined && email !== target.email) {
      throw badRequest("El email no coincide con el del miembro", "EMAIL_MISMATCH");
    }
    if (target.role === "owner" && role !== "owner" && owners <= 1) throw lastOwner();
    const changed = await c.var.db
      .update(userOrganizations)
      .set({ role })
      .where(
        and(
          eq(userOrganizations.organization_id, organization_id),
          eq(userOrganizations.user_id, userId),
          role === "owner" ? undefined : ownerChangeGuard(organization_id, userId, caller.user_id, caller.role),
        ),
      )
      .returning({ id: userOrganizations.id });
    if (changed.length === 0) throw lastOwner();
    await broadcastOrganization(c.var.rt, organization_id);
    return c.json({ ok: true as const, message: "Rol actualizado", member: { user_id: userId, role } });
  })

  .route("/", greetingRoutes)
  .route("/", invitationAdminRoutes);
