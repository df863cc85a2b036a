// /api/movement: the movement log (SPEC.md §7 Movements). Reads and writes live in ./movement/.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth } from "../middleware/auth";
import { movementReadRoutes } from "./movement/reads";
import { movementWriteRoutes } from "./movement/writes";

export const movementRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .route("/", movementWriteRoutes)
  .route("/", movementReadRoutes);
