// Creating an organization: the row, its owner membership and the default categories, in one batch.
import { sql } from "drizzle-orm";
import { animalCategories, organizations, userOrganizations } from "../../db/schema";
import type { Db } from "../../env";
import { categoryKey, DEFAULT_CATEGORIES } from "../../shared/defaults";

/**
 * The id of the organization the batch just inserted. A D1 batch is one transaction on a
 * single-writer database and ids are AUTOINCREMENT, so inside the batch the newest id is ours.
 */
const justInserted = sql<number>`(SELECT max(id) FROM organizations)`;

/** All or nothing: if the membership or a category cannot be written, no organization is left behind. */
export async function createOrganization(db: Db, input: { name: string; ownerId: number }) {
  const [[org]] = await db.batch([
    db.insert(organizations).values({ name: input.name }).returning(),
    db.insert(userOrganizations).values({ user_id: input.ownerId, organization_id: justInserted, role: "owner" }),
    db.insert(animalCategories).values(
      DEFAULT_CATEGORIES.map((c) => ({
        organization_id: justInserted,
        name: c.name,
        name_key: categoryKey(c.name),
        ev: c.ev,
      })),
    ),
  ]);
  return org!;
}
