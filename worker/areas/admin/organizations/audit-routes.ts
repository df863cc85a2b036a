// GET /api/admin/audit (docs/administration.md; super admins, guarded by admin-routes.ts): the audit log, newest first,
// filtered by action and target, with the actor's and the target's names. Two statements in one batch: every
// target type is one LEFT JOIN of the page's read, so its label costs no statement of its own.
import { and, count, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import { auditLog, conversations, notifications, organizations, users, whatsappTemplates } from "../../../db/schema";
import type { AppEnv } from "../../../env";
import { validate } from "../../../lib/validate";
import { auditQuerySchema } from "../../../shared/audit-schemas";
import type { AuditEntry } from "../../../shared/audit-types";

const actor = alias(users, "actor");
const targetUser = alias(users, "target_user");

const fullName = (u: { first_name: AnyColumn; last_name: AnyColumn }) =>
  sql<string>`trim(${u.first_name} || ' ' || ${u.last_name})`;

/**
 * The target's label: its name when its row exists (the id when the name is blank, so an existing target never
 * reads as gone), null only when the row is gone. One branch per AUDIT_TARGET_TYPES entry.
 */
const targetLabel = sql<string | null>`CASE ${auditLog.target_type}
  WHEN 'user' THEN CASE WHEN ${targetUser.id} IS NOT NULL
    THEN coalesce(nullif(${fullName(targetUser)}, ''), nullif(${targetUser.email}, ''), '#' || ${targetUser.id}) END
  WHEN 'organization' THEN CASE WHEN ${organizations.id} IS NOT NULL
    THEN coalesce(nullif(trim(${organizations.name}), ''), '#' || ${organizations.id}) END
  WHEN 'notification' THEN CASE WHEN ${notifications.id} IS NOT NULL
    THEN coalesce(nullif(trim(${notifications.title}), ''), '#' || ${notifications.id}) END
  WHEN 'conversation' THEN CASE WHEN ${conversations.id} IS NOT NULL
    THEN CASE WHEN trim(${conversations.profile_name}) <> ''
      THEN trim(${conversations.profile_name}) || ' (' || ${conversations.phone} || ')'
      ELSE ${conversations.phone} END END
  WHEN 'whatsapp_template' THEN CASE WHEN ${whatsappTemplates.id} IS NOT NULL
    THEN coalesce(nullif(trim(${whatsappTemplates.name}), ''), '#' || ${whatsappTemplates.id}) END
  END`;

export const auditRoutes = new Hono<AppEnv>().get("/audit", validate("query", auditQuerySchema), async (c) => {
  const { page, limit, action, target_type, target_id } = c.req.valid("query");
  const db = c.var.db;
  const filters: SQL[] = [];
  if (action) filters.push(eq(auditLog.action, action));
  if (target_type) filters.push(eq(auditLog.target_type, target_type));
  if (target_id) filters.push(eq(auditLog.target_id, target_id));
  const where = filters.length ? and(...filters) : undefined;
  const [[total], rows] = await db.batch([
    db.select({ n: count() }).from(auditLog).where(where),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actor_id: auditLog.actor_id,
        actor_name: fullName(actor),
        actor_email: actor.email,
        target_type: auditLog.target_type,
        target_id: auditLog.target_id,
        target_label: targetLabel,
        detail: auditLog.detail,
        created_at: auditLog.created_at,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actor_id))
      .leftJoin(targetUser, and(eq(auditLog.target_type, "user"), eq(targetUser.id, auditLog.target_id)))
      .leftJoin(organizations, and(eq(auditLog.target_type, "organization"), eq(organizations.id, auditLog.target_id)))
      .leftJoin(notifications, and(eq(auditLog.target_type, "notification"), eq(notifications.id, auditLog.target_id)))
      .leftJoin(conversations, and(eq(auditLog.target_type, "conversation"), eq(conversations.id, auditLog.target_id)))
      .leftJoin(
        whatsappTemplates,
        and(eq(auditLog.target_type, "whatsapp_template"), eq(whatsappTemplates.id, auditLog.target_id)),
      )
      .where(where)
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: { id: r.actor_id, name: r.actor_name ?? "", email: r.actor_email ?? null },
    target_type: r.target_type,
    target_id: r.target_id,
    target_label: r.target_label,
    detail: (r.detail ?? {}) as Record<string, unknown>,
    created_at: r.created_at,
  }));
  return c.json({ ok: true as const, entries, total: total?.n ?? 0, page, limit });
});
