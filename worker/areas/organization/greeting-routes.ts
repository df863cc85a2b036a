// POST /api/organization/{id}/send-greeting: a welcome message to every other member, by WhatsApp
// when they have a phone and by email otherwise (owners and admins).
import { and, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import { organizations, userOrganizations, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { idParam, validate } from "../../lib/validate";
import { validDoor } from "./door";
import { emailChannel, whatsappChannel, type OutgoingMessage } from "../../lib/outbox";
import { hit, RULES } from "../../lib/rate-limit";
import { greetingSchema } from "../../shared/auth-schemas";
import { z } from "../../shared/zod";

/** Organizations are teams; this only bounds one request's fan-out. */
const MAX_RECIPIENTS = 500;

export const greetingRoutes = new Hono<AppEnv>().post(
  "/:id/send-greeting",
  validate("param", z.object({ id: idParam })),
  validate("json", greetingSchema),
  validDoor("param", "id", "admin"),
  async (c) => {
    const { id } = c.req.valid("param");
    await hit(c, [
      [RULES.greetingOrganization, `org:${id}`],
      [RULES.greetingCaller, `user:${c.var.user.id}`],
    ]);
    const members = await c.var.db
      .select({
        email: users.email,
        phone: users.phone,
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
      // A fixed template naming only the organization: the greeting cannot carry a caller's free text.
      const body = `¡Hola! Te damos la bienvenida a "${m.organization}" en Tropero. Ya podés ver los lotes, rodeos y movimientos desde la app.`;
      if (m.phone) toWhatsapp.push({ to: m.phone, kind: "greeting", body });
      else toEmail.push({ to: m.email, kind: "greeting", subject: `Bienvenido a ${m.organization}`, body });
    }
    await whatsappChannel(c.var.rt).send(toWhatsapp);
    await emailChannel(c.var.rt).send(toEmail);
    return c.json({
      ok: true as const,
      message:
        members.length === 0 ? "No hay otros miembros para saludar" : `Enviamos el saludo a ${members.length} miembros`,
      sent: members.length,
    });
  },
);
