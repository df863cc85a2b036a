// /api/organization/invitation: the pending invitations of an organization, for its owners and admins,
// and revoking one. Mounted inside member-routes.ts (requireAuth from organization-routes.ts).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { ApiError, notFound } from "../../lib/errors";
import { idParam, validate } from "../../lib/validate";
import * as z from "../../shared/zod";
import { assertMayGrant } from "./access";
import { pathDoor, resourceDoor } from "./door";
import { invitationDoorRow, pendingInvitations, revokeInvitation } from "./invitation-admin";

const idParams = z.object({ id: idParam });
const hidden = () => notFound("Invitación no encontrada", "INVITATION_NOT_FOUND");

export const invitationAdminRoutes = new Hono<AppEnv>()
  .get(...pathDoor("/invitation/:org", "org", "admin"), async (c) => {
    const rows = await pendingInvitations(c.var.db, c.var.membership.organizationId);
    return c.json({ ok: true as const, invitations: rows });
  })

  // Another organization's invitation is a 404 (its id reveals nothing); admins cannot revoke an
  // owner's invitation, as they cannot create one.
  .delete("/invitation/:id", validate("param", idParams), async (c) => {
    const { id } = c.req.valid("param");
    const row = await invitationDoorRow(c.var.db, c.var.user.id, id);
    const { role } = resourceDoor(c, row, hidden, "admin");
    assertMayGrant(role, row!.invited_role);
    if (!(await revokeInvitation(c.var.db, id))) {
      throw new ApiError(410, "INVITATION_NOT_PENDING", "La invitación ya no está pendiente");
    }
    return c.json({ ok: true as const, message: "Invitación cancelada" });
  });
