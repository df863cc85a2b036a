// /api/category: POST /create/{orgId} adds an animal category (owners and admins; the same rules as
// /api/animal-categories: ./categories.ts).
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { broadcast } from "../../live/broadcast";
import { requireAuth } from "../../account/require-auth";
import { pathDoor } from "../../organization/door";
import { validate } from "../../../lib/validate";
import { categoryBody } from "../../../shared/herd-schemas";
import { createCategory } from "./categories";

export const categoryRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .post(...pathDoor("/create/:orgId", "orgId", "admin"), validate("json", categoryBody), async (c) => {
    const organizationId = c.var.membership.organizationId;
    const { created, message } = await createCategory({ db: c.var.db, orgId: organizationId }, c.req.valid("json"));
    const { id, name, plural_name, ev, created_at, updated_at } = created;
    const category = { id, name, plural_name, ev, created_at, updated_at };
    await broadcast(c.var.rt, organizationId, message);
    return c.json({ ok: true as const, message: "Categoría creada", category }, 201);
  });
