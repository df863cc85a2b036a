// GET /api/admin/audit (issue #15; super admins, guarded by admin-routes.ts).
import { Hono } from "hono";
import type { AppEnv } from "../../../env";

export const auditRoutes = new Hono<AppEnv>();
