// /api/movement: placeholder, filled in by its issue.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth } from "../middleware/auth";

export const movementRoutes = new Hono<AppEnv>().use("*", requireAuth);
