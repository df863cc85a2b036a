// createOrganization is all or nothing: the organization, its owner and its default categories are
// written in one batch, so a failure part-way leaves no organization behind.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { animalCategories, organizations, userOrganizations } from "../../worker/db/schema";
import { randomId } from "../../worker/lib/tokens";
import { createOrganization } from "../../worker/areas/organization/organizations";
import { DEFAULT_CATEGORIES } from "../../worker/shared/defaults";
import { db, makeUser } from "./fixtures";

describe("createOrganization", () => {
  it("returns the new organization with its owner and default categories", async () => {
    const owner = await makeUser();
    const name = `Estancia ${randomId(6)}`;
    const org = await createOrganization(db(), { name, ownerId: owner.id });
    expect(org).toMatchObject({ id: expect.any(Number), name });
    const members = await db().select().from(userOrganizations).where(eq(userOrganizations.organization_id, org.id));
    expect(members.map((m) => [m.user_id, m.role])).toEqual([[owner.id, "owner"]]);
    const cats = await db().select().from(animalCategories).where(eq(animalCategories.organization_id, org.id));
    expect(cats.map((c) => c.name).sort()).toEqual(DEFAULT_CATEGORIES.map((c) => c.name).sort());
  });

  it("leaves nothing behind when the owner membership cannot be written", async () => {
    const name = `Huérfana ${randomId(6)}`;
    // No such user: the membership breaks its foreign key after the organization row was written.
    await expect(createOrganization(db(), { name, ownerId: 2 ** 30 })).rejects.toThrow();
    expect(await db().select().from(organizations).where(eq(organizations.name, name))).toEqual([]);
  });

  it("keeps concurrent creations apart: each organization gets its own owner and categories", async () => {
    const owners = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const orgs = await Promise.all(owners.map((o, i) => createOrganization(db(), { name: `Par ${i}`, ownerId: o.id })));
    for (const [i, org] of orgs.entries()) {
      const members = await db().select().from(userOrganizations).where(eq(userOrganizations.organization_id, org.id));
      expect(members.map((m) => m.user_id)).toEqual([owners[i]!.id]);
      const cats = await db().select().from(animalCategories).where(eq(animalCategories.organization_id, org.id));
      expect(cats).toHaveLength(DEFAULT_CATEGORIES.length);
    }
  });
});
