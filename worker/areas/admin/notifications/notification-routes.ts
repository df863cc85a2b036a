// /api/notification: composing and sending (super admins) and each user's own notifications (issue #15).
import { Hono } from "hono";
import type { AppEnv } from "../../../env";

export const notificationRoutes = new Hono<AppEnv>();
