// GET /api/admin/inactive-organizations and the reminders (issue #15; super admins, guarded by admin-routes.ts).
import { Hono } from "hono";
import type { AppEnv } from "../../../env";

export const inactiveOrganizationRoutes = new Hono<AppEnv>();
