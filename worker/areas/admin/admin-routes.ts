// /api/admin: the platform team's reads and actions (docs/administration.md). Everything here is for super admins only
// (403 for anyone else, organization owners included).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAuth, requireSuperAdmin } from "../account/require-auth";
import { auditRoutes } from "./organizations/audit-routes";
import { inactiveOrganizationRoutes } from "./organizations/inactive-routes";
import { organizationDetailRoutes } from "./organizations/organization-detail-routes";
import { metricsRoutes } from "./metrics/metrics-routes";

export const adminRoutes = new Hono<AppEnv>()
  .use("*", requireAuth, requireSuperAdmin)
  .route("/", inactiveOrganizationRoutes)
  .route("/", auditRoutes)
  .route("/", metricsRoutes)
  .route("/", organizationDetailRoutes);
