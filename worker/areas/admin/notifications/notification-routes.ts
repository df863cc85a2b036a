// /api/notification: composing and sending (super admins) and each user's own notifications (docs/administration.md).
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { idParam, validate } from "../../../lib/validate";
import { notificationCreateSchema, notificationListQuerySchema } from "../../../shared/notification-schemas";
import * as z from "../../../shared/zod";
import { requireAuth, requireSuperAdmin } from "../../account/require-auth";
import { adminNotifications, markRead, myNotifications } from "./notification-reads";
import { createNotification } from "./notification-send";

export const notificationRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .post("/", requireSuperAdmin, validate("json", notificationCreateSchema), async (c) => {
    const created = await createNotification(c.var.rt, c.var.user.id, c.req.valid("json"));
    const message =
      created.status === "scheduled"
        ? "Notificación programada"
        : `Notificación enviada a ${created.recipients} destinatario${created.recipients === 1 ? "" : "s"}`;
    return c.json({ ok: true as const, message, notification: created }, 201);
  })
  .get("/admin", requireSuperAdmin, validate("query", notificationListQuerySchema), async (c) => {
    const { page, limit } = c.req.valid("query");
    return c.json({ ok: true as const, ...(await adminNotifications(c.var.rt, page, limit)) });
  })
  .get("/mine", validate("query", notificationListQuerySchema), async (c) => {
    const { page, limit } = c.req.valid("query");
    return c.json({ ok: true as const, ...(await myNotifications(c.var.rt, c.var.user.id, page, limit)) });
  })
  .post("/read-all", async (c) => {
    return c.json({ ok: true as const, ...(await markRead(c.var.rt, c.var.user.id, "all")) });
  })
  .post("/:id/read", validate("param", z.object({ id: idParam })), async (c) => {
    return c.json({ ok: true as const, ...(await markRead(c.var.rt, c.var.user.id, c.req.valid("param").id)) });
  });
