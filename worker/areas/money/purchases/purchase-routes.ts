// /api/purchase/{org} (issue #11): suppliers' invoices. Owners and admins only (door "admin").
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { requireAuth } from "../../account/require-auth";

export const purchaseRoutes = new Hono<AppEnv>().use("*", requireAuth);
