// /api/movement: the movement log (SPEC.md §7 Movements). Reads and writes live in ./movement-read-routes.ts and ./movement-write-routes.ts.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { requireAuth } from "../../account/require-auth";
import { movementReadRoutes } from "./movement-read-routes";
import { movementWriteRoutes } from "./movement-write-routes";

export const movementRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .route("/", movementWriteRoutes)
  .route("/", movementReadRoutes);
