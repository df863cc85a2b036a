// /api/task (issue #12): the team's tasks, their recurrence and completion. Mounted in app.ts.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { requireAuth } from "../../account/require-auth";

export const taskRoutes = new Hono<AppEnv>().use("*", requireAuth);
