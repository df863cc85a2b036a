// Creating an organization: the row, its owner membership and the default categories.
import { animalCategories, organizations, userOrganizations } from "../db/schema";
import type { Db } from "../env";
import { categoryKey, DEFAULT_CATEGORIES } from "../shared/defaults";

export async function createOrganization(db: Db, input: { name: string; ownerId: number }) {
  const [org] = await db.insert(organizations).values({ name: input.name }).returning();
  await db.batch([
    db.insert(userOrganizations).values({ user_id: input.ownerId, organization_id: org!.id, role: "owner" }),
    db.insert(animalCategories).values(
      DEFAULT_CATEGORIES.map((c) => ({
        organization_id: org!.id,
        name: c.name,
        name_key: categoryKey(c.name),
        ev: c.ev,
      })),
    ),
  ]);
  return org!;
}
