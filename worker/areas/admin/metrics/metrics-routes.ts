// GET /api/admin/metrics (issue #15; super admins, guarded by admin-routes.ts).
import { Hono } from "hono";
import type { AppEnv } from "../../../env";

export const metricsRoutes = new Hono<AppEnv>();
