// /api/finance/{org} (issue #11): what each head earns, and the accountant's CSV exports.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { requireAuth } from "../../account/require-auth";

export const financeRoutes = new Hono<AppEnv>().use("*", requireAuth);
