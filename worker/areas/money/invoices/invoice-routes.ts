// /api/invoice/{org} (issue #11): sales invoices. Owners and admins only (door "admin"); plain users get 403.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { requireAuth } from "../../account/require-auth";

export const invoiceRoutes = new Hono<AppEnv>().use("*", requireAuth);
