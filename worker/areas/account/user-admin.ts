// Super admins' user administration (/api/user/all, /api/user/update/{id}): a searched page of the users
// with their organizations, and editing one account, audited.
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Db } from "../../env";
import { notFound } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { isUniqueViolation } from "../../db/db-errors";
import type { adminUpdateUserSchema, userListQuerySchema } from "../../shared/auth-schemas";
import type * as z from "../../shared/zod";
import { auditWrite } from "../admin/audit";
import { emailTaken } from "./credentials";
import { revokeStatement } from "./sessions";
import { userSearchCondition } from "./user-search";
import { publicUser } from "./users";

const organizationsJson = sql<string>`(SELECT json_group_array(json_object('id', o.id, 'name', o.name, 'role', uo.role)) FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id WHERE uo.user_id = users.id)`;

type UserListQuery = z.output<typeof userListQuerySchema>;
type AdminUpdateUserBody = z.output<typeof adminUpdateUserSchema>;

/**
 * A page of the users with their organizations (docs/architecture.md: 10 by default, at most 100), searched
 * on the server; `total` counts every match and `total_users` every user (the header's "12 de 37
 * usuarios"), in the same statement. Two statements, one round trip.
 */
export async function listUsers(db: Db, { page, limit, q }: UserListQuery) {
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
  return { users: list, total: total?.n ?? 0, total_users: total?.all ?? 0, page, limit };
}

/**
 * Edits user `id` for super admin `actorId`, with its audit entry in the same batch; a password set ends
 * the user's sessions (the old one may have leaked). 404 for no user, 409 for an email taken.
 */
export async function adminUpdateUser(db: Db, actorId: number, id: number, body: AdminUpdateUserBody) {
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
  const audit = auditWrite(db, actorId, {
    action: "user-edit",
    target_type: "user",
    target_id: id,
    detail: { fields: changed, password_set: Boolean(body.password) },
  });
  const [updated] = await (
    body.password ? db.batch([update, audit, revokeStatement(db, id, "all")]) : db.batch([update, audit])
  ).catch((e: unknown) => {
    throw isUniqueViolation(e) ? emailTaken() : e;
  });
  return updated[0];
}
