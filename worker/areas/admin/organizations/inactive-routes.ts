// GET /api/admin/inactive-organizations?days=7|30|90 and POST .../remind (docs/administration.md; super admins, guarded
// by admin-routes.ts).
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { validate } from "../../../lib/validate";
import { inactiveQuerySchema, reminderSchema } from "../../../shared/inactive-schemas";
import { inactiveOrganizations, remindOrganizations } from "./inactive-organizations";

export const inactiveOrganizationRoutes = new Hono<AppEnv>()
  .get("/inactive-organizations", validate("query", inactiveQuerySchema), async (c) => {
    const { days } = c.req.valid("query");
    const list = await inactiveOrganizations(c.var.rt, days);
    return c.json({ ok: true as const, days, ...list });
  })
  .post("/inactive-organizations/remind", validate("json", reminderSchema), async (c) => {
    const result = await remindOrganizations(c.var.rt, c.var.user.id, c.req.valid("json").organization_ids);
    const message =
      result.sent.length === 0
        ? "No se envió ningún recordatorio: ya tenían uno en las últimas 24 horas"
        : `Enviamos ${result.sent.length} recordatorio${result.sent.length === 1 ? "" : "s"}`;
    return c.json({ ok: true as const, message, ...result });
  });
