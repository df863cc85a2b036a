// POST /api/organization/{id}/send-greeting: a welcome message to every other member, by WhatsApp when
// their phone is verified and by email otherwise. Owners and admins send it; so do super admins from the
// Organizations screen (docs/administration.md), audited when they are not the organization's owner or admin.
import { Hono } from "hono";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/errors";
import { idParam, validate } from "../../lib/validate";
import { resourceDoor } from "./door";
import { hasRole } from "./access";
import { greetingDoorRow, greetingRecipients } from "./greetings";
import { emailChannel, whatsappChannel, type OutgoingMessage } from "../../lib/outbox";
import { hit, RULES, type Check } from "../../lib/rate-limit";
import { greetingSchema } from "../../shared/auth-schemas";
import * as z from "../../shared/zod";
import { auditWrite } from "../admin/audit";
import { fillTemplate, GREETING_TEMPLATE, GREETING_TEMPLATE_BODY } from "../../shared/whatsapp-schemas";
import { countNoun } from "../../shared/plural";

/**
 * The door, one statement (the organization and the caller's role in it): owners and admins pass the
 * resource entrance; anyone else gets its 403, whether the organization exists or not. A super admin
 * passes without that role; an unknown organization is then a 404.
 */
async function greetingDoor(c: Context<AppEnv>, id: number): Promise<{ asSuperAdmin: boolean }> {
  const row = await greetingDoorRow(c.var.db, c.var.user.id, id);
  const manager = Boolean(row?.role && hasRole(row.role, "admin"));
  if (!c.var.user.is_super_admin || manager) {
    resourceDoor(c, { organization_id: id, role: row?.role }, undefined, "admin");
    return { asSuperAdmin: false };
  }
  if (!row) throw notFound("Organización no encontrada", "ORGANIZATION_NOT_FOUND");
  return { asSuperAdmin: true };
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
    const members = await greetingRecipients(c.var.db, id, c.var.user.id);
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
