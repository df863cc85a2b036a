// /api/dashboard/{org}: every figure of the dashboard's cards in one answer (worker/shared/dashboard-types.ts)
// and one read: the session, the membership and one statement. Any member reads it; the finance figures and
// the first steps' figures only reach owners and admins (null for plain users, as the money routes refuse them).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { idParam, validate } from "../../lib/validate";
import { argentinaDay } from "../../shared/task-dates";
import * as z from "../../shared/zod";
import { requireAuth } from "../account/require-auth";
import { canManage, canSeeMoney } from "../organization/access";
import { pathDoor } from "../organization/door";
import { readDashboard } from "./dashboard-queries";

const orgParam = z.object({ org: idParam });

export const dashboardRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .get(...pathDoor("/:org", "org"), validate("param", orgParam), async (c) => {
    const dashboard = await readDashboard(c.var.db, {
      orgId: c.req.valid("param").org,
      callerId: c.var.user.id,
      today: argentinaDay(),
      money: canSeeMoney(c.var.membership.role),
      manages: canManage(c.var.membership.role),
    });
    return c.json({ ok: true as const, dashboard });
  });
