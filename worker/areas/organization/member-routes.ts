// /api/organization membership: add by email, admin-created accounts, remove, change role, greeting.
// Mounted inside organization.ts, whose requireAuth covers these routes.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../env";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { closeMemberSockets } from "../live/live";
import { idParam, validate } from "../../lib/validate";
import { requireSuperAdmin } from "../account/require-auth";
import { assertMayGrant, assertMayManageMember } from "./access";
import { bodyDoor, resourceDoor } from "./door";
import { broadcastOrganization } from "./org-summaries";
import { sendActivation } from "../account/activation";
import { sendInvitation, upsertInvitation } from "./invitations";
import { hit, RULES } from "../../lib/rate-limit";
import { addUserAdminSchema, addUserSchema, changeRoleSchema, removeMemberSchema } from "../../shared/auth-schemas";
import * as z from "../../shared/zod";
import { greetingRoutes } from "./greeting-routes";
import { invitationAdminRoutes } from "./invitation-admin-routes";
import { auditWrite } from "../admin/audit";
import { addExistingUser } from "./admin-add-member";
import {
  accountForAdd,
  changeMembership,
  insertPendingAccount,
  invitationTarget,
  memberChangeRows,
  organizationName,
} from "./members";

const userParams = z.object({ userId: idParam });
const lastOwner = () =>
  conflict("La organización necesita al menos un propietario. Nombrá otro propietario primero.", "LAST_OWNER");

/**
 * The door of a membership change (the resource entrance on the membership rows): the caller's and the
 * target's memberships and every owner, one query. Not a member → 403; no target → 404.
 */
async function enterMemberChange(c: Context<AppEnv>, orgId: number, targetId: number) {
  const { caller, target, owners } = await memberChangeRows(c.var.db, orgId, c.var.user.id, targetId);
  resourceDoor(c, { organization_id: orgId, role: caller?.role });
  if (!target) throw notFound("El usuario no es miembro de esta organización", "MEMBER_NOT_FOUND");
  return { caller: caller!, target, owners };
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
    const { orgName, isMember } = await invitationTarget(db, organization_id, email);
    if (isMember) throw conflict("Ese usuario ya es miembro de la organización", "ALREADY_MEMBER");
    const { token, statement } = await upsertInvitation(db, {
      orgId: organization_id,
      email,
      role,
      invitedBy: c.var.user.id,
    });
    await statement;
    await sendInvitation(c.var.rt, { email, orgName, token });
    return c.json({ ok: true as const, invited: true as const, message: `Le enviamos una invitación a ${email}` });
  })

  .post("/add-user-admin", requireSuperAdmin, validate("json", addUserAdminSchema), async (c) => {
    const body = c.req.valid("json");
    const db = c.var.db;
    let orgName = "";
    if (body.organization_id !== undefined) {
      const name = await organizationName(db, body.organization_id);
      if (name === null) throw notFound("Organización no encontrada", "ORGANIZATION_NOT_FOUND");
      orgName = name;
    }
    const existing = await accountForAdd(db, body.email, body.organization_id);
    // An active account named with an organization joins it if its email is verified, else is invited.
    if (existing?.password_hash && body.organization_id !== undefined) {
      return addExistingUser(c, { ...body, organization_id: body.organization_id }, orgName, existing);
    }
    // An account that was never activated gets a new link instead of a 409, so a lost email can be resent.
    if (existing?.password_hash) throw conflict("Ya existe una cuenta con ese email", "EMAIL_TAKEN");
    const userId = existing?.id ?? (await insertPendingAccount(db, body));
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
    const change = { orgId: organization_id, userId, caller };
    if (!(await changeMembership(c.var.db, change, null))) throw lastOwner();
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
    const change = { orgId: organization_id, userId, caller };
    if (!(await changeMembership(c.var.db, change, role))) throw lastOwner();
    await broadcastOrganization(c.var.rt, organization_id);
    return c.json({ ok: true as const, message: "Rol actualizado", member: { user_id: userId, role } });
  })

  .route("/", greetingRoutes)
  .route("/", invitationAdminRoutes);
