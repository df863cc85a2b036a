// /api/movement: the movement log, every record of the herd and the weather. Reads and writes live in ./movement-read-routes.ts
// and ./movement-write-routes.ts, the offline outbox's batch in ./movement-batch-routes.ts.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { requireAuth } from "../../account/require-auth";
import { movementReadRoutes } from "./movement-read-routes";
import { movementWriteRoutes } from "./movement-write-routes";
import { movementBatchRoutes } from "./movement-batch-routes";

export const movementRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .route("/", movementBatchRoutes)
  .route("/", movementWriteRoutes)
  .route("/", movementReadRoutes);
