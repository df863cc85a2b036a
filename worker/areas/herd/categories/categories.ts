// Creating an animal category: one rule set (categoryBody, 0–10 EV, names unique per organization
// ignoring case) shared by POST /api/category/create/{orgId} and POST /api/animal-categories/{org}; and
// the reset of the defaults (docs/herd.md).
import { sql } from "drizzle-orm";
import { animalCategories } from "../../../db/schema";
import type { Db } from "../../../env";
import { conflict } from "../../../lib/errors";
import type { SocketMessage } from "../../../shared/socket-messages";
import { categoryKey, DEFAULT_CATEGORIES } from "../../../shared/defaults";
import { categoriesSql, toCategory, type CategoryRow } from "./category-queries";

export const CATEGORY_EXISTS = "Ya existe una categoría con ese nombre";

export const categoryExists = () => conflict(CATEGORY_EXISTS, "CATEGORY_EXISTS");

/** Inserts the category (409 CATEGORY_EXISTS on a duplicate name) and returns it with the message to publish. */
export async function createCategory(
  { db, orgId }: { db: Db; orgId: number },
  body: { name: string; ev: number; plural_name?: string | null },
) {
  const [created] = await db
    .insert(animalCategories)
    .values({
      organization_id: orgId,
      name: body.name,
      name_key: categoryKey(body.name),
      plural_name: body.plural_name ?? null,
      ev: body.ev,
    })
    .onConflictDoNothing({ target: [animalCategories.organization_id, animalCategories.name_key] })
    .returning();
  if (!created) throw categoryExists();
  const category = toCategory({ ...created, total: 0 });
  const message: SocketMessage = { action: "category-created", category };
  return { created, category, message };
}

/**
 * Restores the default categories (docs/herd.md): a missing default comes back, an existing one (same
 * name ignoring case) gets its default EV again. The organization's own categories, their animals and
 * names stay as they are. One upsert, then the list it leaves.
 */
export async function resetDefaultCategories({ db, orgId }: { db: Db; orgId: number }) {
  const now = new Date().toISOString();
  await db
    .insert(animalCategories)
    .values(
      DEFAULT_CATEGORIES.map((c) => ({
        organization_id: orgId,
        name: c.name,
        name_key: categoryKey(c.name),
        ev: c.ev,
      })),
    )
    .onConflictDoUpdate({
      target: [animalCategories.organization_id, animalCategories.name_key],
      set: { ev: sql`excluded.ev`, updated_at: now },
    });
  const rows = await db.all<CategoryRow>(categoriesSql(orgId));
  const categories = rows.map(toCategory);
  const message: SocketMessage = { action: "categories-sync", categories };
  return { categories, message };
}
