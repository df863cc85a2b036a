// /api/animal-categories/{org}: categories with their EV and head; owners and admins create, edit and
// delete them (names unique per organization, case-insensitive; a category with animals stays), and
// restore the defaults.
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { animalCategories, rodeoStock } from "../../../db/schema";
import type { AppContext, AppEnv } from "../../../env";
import { conflict, notFound } from "../../../lib/errors";
import { broadcast } from "../../live/broadcast";
import { idParam, validate } from "../../../lib/validate";
import { requireAuth } from "../../account/require-auth";
import { pathDoor } from "../../organization/door";
import { categoryExists, createCategory, resetDefaultCategories } from "./categories";
import { runBatch } from "../movements/movement-commit";
import {
  categoriesSql,
  toCategory,
  toCategoryWithRodeos,
  type CategoryRow,
  type CategoryWithRodeosRow,
} from "./category-queries";
import { categoryKey } from "../../../shared/defaults";
import { categoryBody, categoryEditBody } from "../../../shared/herd-schemas";
import { countNoun } from "../../../shared/plural";
import * as z from "../../../shared/zod";

const orgParam = z.object({ org: idParam });
const categoryParams = z.object({ org: idParam, id: idParam });

async function loadCategory(c: AppContext, orgId: number, id: number, withRodeos = false) {
  const [row] = await c.var.db.all<CategoryWithRodeosRow>(categoriesSql(orgId, { categoryId: id, withRodeos }));
  if (!row) throw notFound("Categoría no encontrada", "CATEGORY_NOT_FOUND");
  return row;
}

const isUnique = (e: unknown) =>
  /UNIQUE constraint failed/.test(
    String((e as Error)?.message ?? e) + String((e as { cause?: Error })?.cause?.message ?? ""),
  );

export const animalCategoriesRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .get(...pathDoor("/:org", "org"), validate("param", orgParam), async (c) => {
    const rows = await c.var.db.all<CategoryRow>(categoriesSql(c.req.valid("param").org));
    return c.json({ ok: true as const, categories: rows.map(toCategory) });
  })
  .get(...pathDoor("/:org/with-rodeos", "org"), validate("param", orgParam), async (c) => {
    const rows = await c.var.db.all<CategoryWithRodeosRow>(
      categoriesSql(c.req.valid("param").org, { withRodeos: true }),
    );
    return c.json({ ok: true as const, categories: rows.map(toCategoryWithRodeos) });
  })
  .get(...pathDoor("/:org/category/:id/rodeos", "org"), validate("param", categoryParams), async (c) => {
    const { org, id } = c.req.valid("param");
    const category = toCategoryWithRodeos(await loadCategory(c, org, id, true));
    return c.json({ ok: true as const, category, rodeos: category.rodeos });
  })
  .post(
    ...pathDoor("/:org", "org", "admin"),
    validate("param", orgParam),
    validate("json", categoryBody),
    async (c) => {
      const { org } = c.req.valid("param");
      const { category, message } = await createCategory({ db: c.var.db, orgId: org }, c.req.valid("json"));
      await broadcast(c.var.rt, org, message);
      return c.json({ ok: true as const, category }, 201);
    },
  )
  // One button in Configuración › Categorías: every client gets the list, and lots their EV/ha again.
  .post(...pathDoor("/:org/reset-defaults", "org", "admin"), validate("param", orgParam), async (c) => {
    const { org } = c.req.valid("param");
    const { categories, message } = await resetDefaultCategories({ db: c.var.db, orgId: org });
    await Promise.all([broadcast(c.var.rt, org, message), broadcast(c.var.rt, org, { action: "update-lots" })]);
    return c.json({ ok: true as const, message: "Categorías predeterminadas restablecidas", categories });
  })
  .put(
    ...pathDoor("/:org/:id", "org", "admin"),
    validate("param", categoryParams),
    validate("json", categoryEditBody),
    async (c) => {
      const { org, id } = c.req.valid("param");
      const body = c.req.valid("json");
      try {
        const [updated] = await c.var.db
          .update(animalCategories)
          .set({
            ...(body.name !== undefined ? { name: body.name, name_key: categoryKey(body.name) } : {}),
            ...(body.plural_name !== undefined ? { plural_name: body.plural_name } : {}),
            ...(body.ev !== undefined ? { ev: body.ev } : {}),
            updated_at: new Date().toISOString(),
          })
          .where(and(eq(animalCategories.id, id), eq(animalCategories.organization_id, org)))
          .returning({ id: animalCategories.id });
        if (!updated) throw notFound("Categoría no encontrada", "CATEGORY_NOT_FOUND");
      } catch (e) {
        if (isUnique(e)) throw categoryExists();
        throw e;
      }
      // The whole list in the one read a single category would cost.
      const categories = (await c.var.db.all<CategoryRow>(categoriesSql(org))).map(toCategory);
      const category = categories.find((cat) => cat.id === id);
      if (!category) throw notFound("Categoría no encontrada", "CATEGORY_NOT_FOUND");
      // A rename (or a new plural) changes the label of every lot, rodeo and stock row holding the category,
      // so the clients get the full list (categories-sync); an EV change only touches this record. Lots show
      // category names and EV/ha either way: clients refetch them.
      await Promise.all([
        body.name !== undefined || body.plural_name !== undefined
          ? broadcast(c.var.rt, org, { action: "categories-sync", categories })
          : broadcast(c.var.rt, org, { action: "category-updated", category }),
        broadcast(c.var.rt, org, { action: "update-lots" }),
      ]);
      return c.json({ ok: true as const, category });
    },
  )
  .delete(...pathDoor("/:org/:id", "org", "admin"), validate("param", categoryParams), async (c) => {
    const { org, id } = c.req.valid("param");
    const category = toCategory(await loadCategory(c, org, id));
    if (category.total > 0) {
      throw conflict(
        `La categoría ${category.name} todavía tiene ${countNoun(category.total, "animal")}: recategorizalos antes de eliminarla`,
        "CATEGORY_IN_USE",
      );
    }
    const db = c.var.db;
    // Tagged animals keep their category for their history (docs/animals.md), sold or dead ones included.
    const [tagged] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM animals WHERE category_id = ${id}`);
    if (tagged?.n) {
      throw conflict(
        `La categoría ${category.name} figura en la historia de ${tagged.n === 1 ? "un animal caravaneado" : `${tagged.n} animales caravaneados`}: no se puede eliminar`,
        "CATEGORY_IN_USE",
      );
    }
    // Empty stock rows go with it; the movements keep the category's name as it was.
    await runBatch(db, [
      db.delete(rodeoStock).where(and(eq(rodeoStock.category_id, id), eq(rodeoStock.count, 0))),
      db.delete(animalCategories).where(and(eq(animalCategories.id, id), eq(animalCategories.organization_id, org))),
    ]);
    await broadcast(c.var.rt, org, { action: "category-deleted", categoryId: id });
    return c.json({ ok: true as const, categoryId: id });
  });
