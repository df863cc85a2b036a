// POST /api/organization/{id}/send-greeting: a welcome message to every other member, by WhatsApp when
// their phone is verified and by email otherwise. Owners and admins send it; so do super admins from the
// Organizations screen (docs/administration.md), audited when they are not the organization's owner or admin.
import { and, eq, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import { organizations, userOrganizations, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/errors";
import { idParam, validate } from "../../lib/validate";
import { enter } from "./door";
import { hasRole } from "./access";
import { emailChannel, whatsappChannel, type OutgoingMessage } from "../../lib/outbox";
import { hit, RULES, type Check } from "../../lib/rate-limit";
import { greetingSchema } from "../../shared/auth-schemas";
import { z } from "../../shared/zod";
import { auditWrite } from "../admin/audit";
import { fillTemplate, GREETING_TEMPLATE, GREETING_TEMPLATE_BODY } from "../../shared/whatsapp-schemas";
import { countNoun } from "../../shared/plural";

/** Organizations are teams; this only bounds one request's fan-out. */
const MAX_RECIPIENTS = 500;

/**
 * The door: members need owner or admin (403 otherwise, whether the organization exists or not). A super admin
 * passes without that role; an unknown organization is then a 404 (one statement: the organization and
 * the caller's role in it).
 */
async function greetingDoor(c: Context<AppEnv>, id: number): Promise<{ asSuperAdmin: boolean }> {
  if (!c.var.user.is_super_admin) {
    await enter(c, id, "admin");
    return { asSuperAdmin: false };
  }
  const [org] = await c.var.db
    .select({
      role: sql<string | null>`(SELECT uo.role FROM user_organizations uo
        WHERE uo.organization_id = ${organizations.id} AND uo.user_id = ${c.var.user.id})`,
    })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  if (!org) throw notFound("Organización no encontrada", "ORGANIZATION_NOT_FOUND");
  const role = org.role as "owner" | "admin" | "user" | null;
  return { asSuperAdmin: !role || !hasRole(role, "admin") };
}

export const greetingRoutes = new Hono<AppEnv>().post(
  "/:id/send-greeting",
  validate("param", z.object({ id: idParam })),
  validate("json", greetingSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const { asSuperAdmin } = await greetingDoor(c, id);
    // Super admins are audited instead of limited per caller: they greet many organizations a day.
    const limits: Check[] = [[RULES.greetingOrganization, `org:${id}`]];
    if (!asSuperAdmin) limits.push([RULES.greetingCaller, `user:${c.var.user.id}`]);
    await hit(c, limits);
    const members = await c.var.db
      .select({
        first_name: users.first_name,
        email: users.email,
        phone: users.phone,
        phone_verified: users.phone_verified,
        organization: organizations.name,
      })
      .from(userOrganizations)
      .innerJoin(users, eq(users.id, userOrganizations.user_id))
      .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
      .where(and(eq(userOrganizations.organization_id, id), ne(userOrganizations.user_id, c.var.user.id)))
      .limit(MAX_RECIPIENTS);
    const toEmail: OutgoingMessage[] = [];
    const toWhatsapp: OutgoingMessage[] = [];
    for (const m of members) {
      // A fixed template with the member's own name and the organization's: the greeting cannot carry a
      // caller's free text.
      const params = [m.first_name.trim() || m.email.split("@")[0]!, m.organization];
      const body = fillTemplate(GREETING_TEMPLATE_BODY, params);
      // Only a verified phone is known to be the member's: an unverified one gets the email. WhatsApp only
      // delivers an approved template to someone who did not write first.
      if (m.phone && m.phone_verified) {
        toWhatsapp.push({ to: m.phone, kind: "greeting", body, template: { name: GREETING_TEMPLATE, params } });
      } else toEmail.push({ to: m.email, kind: "greeting", subject: `Bienvenido a ${m.organization}`, body });
    }
    // Audited before anything leaves: a greeting is never sent without its trail.
    if (asSuperAdmin) {
      await auditWrite(c.var.db, c.var.user.id, {
        action: "greeting",
        target_type: "organization",
        target_id: id,
        detail: { sent: members.length, email: toEmail.length, whatsapp: toWhatsapp.length },
      });
    }
    await whatsappChannel(c.var.rt).send(toWhatsapp);
    await emailChannel(c.var.rt).send(toEmail);
    return c.json({
      ok: true as const,
      message:
        members.length === 0
          ? "No hay otros miembros para saludar"
          : `Enviamos el saludo a ${countNoun(members.length, "miembro")}`,
      sent: members.length,
      email: toEmail.length,
      whatsapp: toWhatsapp.length,
    });
  },
);
