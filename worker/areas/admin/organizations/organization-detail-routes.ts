// GET /api/admin/organizations/:id (docs/administration.md; super admins, guarded by admin-routes.ts): the detail panel
// of the Organizations screen.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { notFound } from "../../../lib/errors";
import { idParam, validate } from "../../../lib/validate";
import * as z from "../../../shared/zod";
import { organizationDetail } from "./organization-detail";

export const organizationDetailRoutes = new Hono<AppEnv>().get(
  "/organizations/:id",
  validate("param", z.object({ id: idParam })),
  async (c) => {
    const organization = await organizationDetail(c.var.db, c.req.valid("param").id);
    if (!organization) throw notFound("Organización no encontrada", "ORGANIZATION_NOT_FOUND");
    return c.json({ ok: true as const, organization });
  },
);
