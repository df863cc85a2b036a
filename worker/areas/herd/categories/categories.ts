// Creating an animal category: one rule set (categoryBody, 0–10 EV, names unique per organization
// ignoring case) shared by POST /api/category/create/{orgId} and POST /api/animal-categories/{org}.
import { animalCategories } from "../../../db/schema";
import type { Db } from "../../../env";
import { conflict } from "../../../lib/errors";
import type { SocketMessage } from "../../../shared/socket-messages";
import { categoryKey } from "../../../shared/defaults";
import { toCategory } from "./category-queries";

export const CATEGORY_EXISTS = "Ya existe una categoría con ese nombre";

export const categoryExists = () => conflict(CATEGORY_EXISTS, "CATEGORY_EXISTS");

/** Inserts the category (409 CATEGORY_EXISTS on a duplicate name) and returns it with the message to publish. */
export async function createCategory({ db, orgId }: { db: Db; orgId: number }, body: { name: string; ev: number }) {
  const [created] = await db
    .insert(animalCategories)
    .values({ organization_id: orgId, name: body.name, name_key: categoryKey(body.name), ev: body.ev })
    .onConflictDoNothing({ target: [animalCategories.organization_id, animalCategories.name_key] })
    .returning();
  if (!created) throw categoryExists();
  const category = toCategory({ ...created, total: 0 });
  const message: SocketMessage = { action: "category-created", category };
  return { created, category, message };
}
