// /api/user: the caller's profile and memberships, names of fellow members, super-admin user admin.
import { enterOrganization } from "../organization/door";
import { and, asc, count, eq, ne, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { organizations, userOrganizations, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { conflict, notFound } from "../../lib/errors";
import { closeSessionSockets } from "../live/live";
import { hashPassword } from "../../lib/passwords";
import { idParam, validate } from "../../lib/validate";
import { requireAuth, requireSuperAdmin } from "./require-auth";
import { userSearchCondition } from "./user-search";
import { isUniqueViolation } from "../../db/db-errors";
import { revokeStatement } from "./sessions";
import { adminUpdateUserSchema, updateNameSchema, userListQuerySchema } from "../../shared/auth-schemas";
import { z } from "../../shared/zod";
import { auditWrite } from "../admin/audit";

/** Every field of a user the screens show; never the password hash. */
const publicUser = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  phone: users.phone,
  email_verified: users.email_verified,
  phone_verified: users.phone_verified,
  is_super_admin: users.is_super_admin,
  last_login: users.last_login,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

// Correlated subqueries name the outer table literally: drizzle leaves a column unqualified in
// single-table queries, and an unqualified name inside a subquery binds to the inner table.

/** Movements the member recorded in that organization (`data_entries`). */
const dataEntries = sql<number>`(SELECT count(*) FROM movements m WHERE m.organization_id = user_organizations.organization_id AND m.created_by = user_organizations.user_id)`;

const membershipColumns = {
  membership_id: userOrganizations.id,
  role: userOrganizations.role,
  data_entries: dataEntries,
  organization_id: organizations.id,
  organization_name: organizations.name,
};

type MembershipRow = {
  membership_id: number | null;
  role: "owner" | "admin" | "user" | null;
  data_entries: number | null;
  organization_id: number | null;
  organization_name: string | null;
};

const toUserOrganization = (r: MembershipRow) => ({
  id: r.membership_id!,
  role: r.role!,
  data_entries: Number(r.data_entries ?? 0),
  organization: { id: r.organization_id!, name: r.organization_name! },
});

const organizationsJson = sql<string>`(SELECT json_group_array(json_object('id', o.id, 'name', o.name, 'role', uo.role)) FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id WHERE uo.user_id = users.id)`;

const emailTaken = () => conflict("Ese email ya está en uso por otra cuenta", "EMAIL_TAKEN");
const idParams = z.object({ id: idParam });

export const userRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)

  // One query: the profile with every membership (left join, so a user without organizations too).
  .get("/", async (c) => {
    const rows = await c.var.db
      .select({ ...publicUser, ...membershipColumns })
      .from(users)
      .leftJoin(userOrganizations, eq(userOrganizations.user_id, users.id))
      .leftJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
      .where(eq(users.id, c.var.user.id))
      .orderBy(asc(organizations.name), asc(organizations.id));
    const first = rows[0];
    if (!first) throw notFound("Usuario no encontrado", "USER_NOT_FOUND");
    const profile = Object.fromEntries(Object.keys(publicUser).map((k) => [k, first[k as keyof typeof publicUser]]));
    const user_organizations = rows.filter((r) => r.membership_id !== null).map(toUserOrganization);
    return c.json({ ok: true as const, user: { ...(profile as typeof first), user_organizations } });
  })

  .get("/open-menu", async (c) => {
    const organizationsOfUser = await c.var.db
      .select({ id: organizations.id, name: organizations.name, role: userOrganizations.role })
      .from(userOrganizations)
      .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
      .where(eq(userOrganizations.user_id, c.var.user.id))
      .orderBy(asc(organizations.name), asc(organizations.id));
    return c.json({
      ok: true as const,
      is_super_admin: c.var.user.is_super_admin,
      organizations: organizationsOfUser,
    });
  })

  .get("/my-organization/:orgId", validate("param", z.object({ orgId: idParam })), async (c) => {
    const row = await enterOrganization(c, c.req.valid("param").orgId, membershipColumns);
    return c.json({ ok: true as const, role: row.role, user_organization: toUserOrganization(row) });
  })

  .put("/update-name", validate("json", updateNameSchema), async (c) => {
    const { first_name, last_name } = c.req.valid("json");
    await c.var.db
      .update(users)
      .set({ first_name, last_name, updated_at: new Date().toISOString() })
      .where(eq(users.id, c.var.user.id));
    return c.json({
      ok: true as const,
      message: "Nombre actualizado",
      user: { id: c.var.user.id, first_name, last_name },
    });
  })

  // Super admin: a page of the users with their organizations (docs/architecture.md: 10 by default, at
  // most 100), searched on the server; `total` counts every match and `total_users` every user (the
  // header's "12 de 37 usuarios"), in the same statement. Two statements, one round trip.
  .get("/all", requireSuperAdmin, validate("query", userListQuerySchema), async (c) => {
    const { page, limit, q } = c.req.valid("query");
    const db = c.var.db;
    const matches = userSearchCondition(q);
    const [[total], rows] = await db.batch([
      db
        .select({ n: count(), all: sql<number>`(SELECT count(*) FROM ${users})`.mapWith(Number) })
        .from(users)
        .where(matches),
      db
        .select({ ...publicUser, organizations: organizationsJson })
        .from(users)
        .where(matches)
        .orderBy(asc(users.id))
        .limit(limit)
        .offset((page - 1) * limit),
    ]);
    const list = rows.map((r) => ({
      ...r,
      organizations: JSON.parse(r.organizations) as { id: number; name: string; role: string }[],
    }));
    return c.json({ ok: true as const, users: list, total: total?.n ?? 0, total_users: total?.all ?? 0, page, limit });
  })

  .put(
    "/update/:id",
    requireSuperAdmin,
    validate("param", idParams),
    validate("json", adminUpdateUserSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const db = c.var.db;
      const [current, [taken]] = await Promise.all([
        db
          .select({ email: users.email, phone: users.phone, first_name: users.first_name, last_name: users.last_name })
          .from(users)
          .where(eq(users.id, id))
          .limit(1),
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, body.email), ne(users.id, id)))
          .limit(1),
      ]);
      const before = current[0];
      if (!before) throw notFound("Usuario no encontrado", "USER_NOT_FOUND");
      if (taken) throw emailTaken();
      const changes = {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        phone: body.phone,
        updated_at: new Date().toISOString(),
        // A new address or number has not been verified by its owner yet.
        ...(body.email !== before.email ? { email_verified: false } : {}),
        ...(body.phone !== before.phone ? { phone_verified: false } : {}),
        ...(body.password ? { password_hash: await hashPassword(body.password) } : {}),
      };
      const update = db.update(users).set(changes).where(eq(users.id, id)).returning(publicUser);
      // Which fields changed, never their values' secrets: the audit log names a new password only as set.
      const changed = (["first_name", "last_name", "email", "phone"] as const).filter(
        (f) => body[f] !== (before as Record<string, unknown>)[f],
      );
      const audit = auditWrite(db, c.var.user.id, {
        action: "user-edit",
        target_type: "user",
        target_id: id,
        detail: { fields: changed, password_set: Boolean(body.password) },
      });
      // A password set by an admin ends the user's sessions (the old one may have leaked).
      const [updated] = await (
        body.password ? db.batch([update, audit, revokeStatement(c.var.db, id, "all")]) : db.batch([update, audit])
      ).catch((e: unknown) => {
        throw isUniqueViolation(e) ? emailTaken() : e;
      });
      if (body.password) closeSessionSockets(c.var.rt, id, "all");
      return c.json({ ok: true as const, message: "Usuario actualizado", user: updated[0] });
    },
  )

  // A user's name, for members sharing an organization with them (and super admins); otherwise 404.
  .get("/:id", validate("param", idParams), async (c) => {
    const { id } = c.req.valid("param");
    const caller = c.var.user;
    const sharesOrganization = sql`EXISTS (SELECT 1 FROM user_organizations a JOIN user_organizations b ON a.organization_id = b.organization_id WHERE a.user_id = ${caller.id} AND b.user_id = users.id)`;
    const visible = caller.is_super_admin ? sql`1` : or(eq(users.id, caller.id), sharesOrganization);
    const [user] = await c.var.db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .where(and(eq(users.id, id), visible))
      .limit(1);
    if (!user) throw notFound("Usuario no encontrado", "USER_NOT_FOUND");
    return c.json({ ok: true as const, user });
  });
