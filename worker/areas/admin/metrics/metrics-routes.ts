// GET /api/admin/metrics (docs/administration.md; super admins, guarded by admin-routes.ts).
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { adminMetrics } from "./admin-metrics";

export const metricsRoutes = new Hono<AppEnv>().get("/metrics", async (c) => {
  return c.json({ ok: true as const, metrics: await adminMetrics(c.var.rt) });
});
