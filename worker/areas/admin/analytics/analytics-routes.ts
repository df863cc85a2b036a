// /api/analytics: the SPA's batched page views (issue #15, first-party analytics).
import { Hono } from "hono";
import type { AppEnv } from "../../../env";

export const analyticsRoutes = new Hono<AppEnv>();
