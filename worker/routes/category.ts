// /api/category: POST /create/{orgId} adds an animal category (owners and admins; names are
// unique per organization, case-insensitive).
import { Hono } from "hono";
import { animalCategories } from "../db/schema";
import type { AppEnv } from "../env";
import { broadcast } from "../lib/broadcast";
import { conflict } from "../lib/errors";
import { requireAuth } from "../middleware/auth";
import { memberOf } from "../middleware/organization";
import { validate } from "../lib/validate";
import { categoryCreateSchema } from "../shared/auth-schemas";
import { categoryKey } from "../shared/defaults";

export const categoryRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .post("/create/:orgId", memberOf("orgId", "admin"), validate("json", categoryCreateSchema), async (c) => {
    const organizationId = c.var.membership.organizationId;
    const { name, ev } = c.req.valid("json");
    const [category] = await c.var.db
      .insert(animalCategories)
      .values({
        organization_id: organizationId,
        name,
        name_key: categoryKey(name),
        ...(ev !== undefined ? { ev } : {}),
      })
      .onConflictDoNothing({ target: [animalCategories.organization_id, animalCategories.name_key] })
      .returning({
        id: animalCategories.id,
        name: animalCategories.name,
        ev: animalCategories.ev,
        created_at: animalCategories.created_at,
        updated_at: animalCategories.updated_at,
      });
    if (!category) throw conflict("Ya existe una categoría con ese nombre", "CATEGORY_EXISTS");
    await broadcast(c, organizationId, { action: "category-created", category: { ...category, total: 0 } });
    return c.json({ ok: true as const, message: "Categoría creada", category }, 201);
  });
