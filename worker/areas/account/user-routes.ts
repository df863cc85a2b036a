// /api/user: the caller's profile and memberships, names of fellow members, super-admin user admin.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/errors";
import { closeSessionSockets } from "../live/live";
import { idParam, validate } from "../../lib/validate";
import { resourceDoor } from "../organization/door";
import { organizationsOfMember } from "../organization/organizations";
import { requireAuth, requireSuperAdmin } from "./require-auth";
import { adminUpdateUserSchema, updateNameSchema, userListQuerySchema } from "../../shared/auth-schemas";
import * as z from "../../shared/zod";
import { adminUpdateUser, listUsers } from "./user-admin";
import { myMembership, profileOf, toUserOrganization, updateName, userNameRow } from "./users";

const idParams = z.object({ id: idParam });
const userGone = () => notFound("Usuario no encontrado", "USER_NOT_FOUND");

export const userRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)

  .get("/", async (c) => {
    const user = await profileOf(c.var.db, c.var.user.id);
    if (!user) throw userGone();
    return c.json({ ok: true as const, user });
  })

  .get("/open-menu", async (c) => {
    return c.json({
      ok: true as const,
      is_super_admin: c.var.user.is_super_admin,
      organizations: await organizationsOfMember(c.var.db, c.var.user.id),
    });
  })

  .get("/my-organization/:orgId", validate("param", z.object({ orgId: idParam })), async (c) => {
    const { orgId } = c.req.valid("param");
    const row = await myMembership(c.var.db, c.var.user.id, orgId);
    const { role } = resourceDoor(c, { organization_id: orgId, role: row?.role });
    return c.json({ ok: true as const, role, user_organization: toUserOrganization(row!) });
  })

  .put("/update-name", validate("json", updateNameSchema), async (c) => {
    const { first_name, last_name } = c.req.valid("json");
    await updateName(c.var.db, c.var.user.id, { first_name, last_name });
    return c.json({
      ok: true as const,
      message: "Nombre actualizado",
      user: { id: c.var.user.id, first_name, last_name },
    });
  })

  // Super admin: a page of the users with their organizations, searched on the server (user-admin.ts).
  .get("/all", requireSuperAdmin, validate("query", userListQuerySchema), async (c) => {
    return c.json({ ok: true as const, ...(await listUsers(c.var.db, c.req.valid("query"))) });
  })

  .put(
    "/update/:id",
    requireSuperAdmin,
    validate("param", idParams),
    validate("json", adminUpdateUserSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const updated = await adminUpdateUser(c.var.db, c.var.user.id, id, body);
      if (body.password) closeSessionSockets(c.var.rt, id, "all");
      return c.json({ ok: true as const, message: "Usuario actualizado", user: updated });
    },
  )

  // A user's name, for members sharing an organization with them (the resource entrance on a shared
  // organization), themself and super admins; otherwise 404.
  .get("/:id", validate("param", idParams), async (c) => {
    const { id } = c.req.valid("param");
    const row = await userNameRow(c.var.db, c.var.user.id, id);
    if (!row) throw userGone();
    if (!c.var.user.is_super_admin && id !== c.var.user.id) resourceDoor(c, row, userGone);
    return c.json({ ok: true as const, user: { id: row.id, first_name: row.first_name, last_name: row.last_name } });
  });
