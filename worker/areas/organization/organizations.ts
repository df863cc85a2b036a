// Organization rows: create (the row, its owner membership and the default categories, in one batch), the
// caller's list, one organization with the caller's role (a door row), rename and delete.
import { and, asc, eq, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/sqlite-core";
import { animalCategories, organizations, userOrganizations, type Role } from "../../db/schema";
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

/** The organization's fields the screens show. */
export const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  timezone: organizations.timezone,
  currency: organizations.currency,
  created_at: organizations.created_at,
};

/** A member's organizations (id, name and their role there), by name: the menu and the WhatsApp assistant's list. */
export async function organizationsOfMember(db: Db, userId: number) {
  return db
    .select({ id: organizations.id, name: organizations.name, role: userOrganizations.role })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
    .where(eq(userOrganizations.user_id, userId))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

/** The caller's organizations with their role there, by name. */
export async function callerOrganizations(db: Db, userId: number) {
  return db
    .select({ ...organizationColumns, role: userOrganizations.role })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
    .where(eq(userOrganizations.user_id, userId))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

/**
 * The door row of routes that read the organization itself (`/organization/selected/:id`,
 * `/user/my-organization/:orgId`, its storage): `columns` of the caller's membership joined to the
 * organization, plus the role, in one statement; undefined when not a member.
 */
export async function memberOrganization<T extends SelectedFields>(db: Db, userId: number, orgId: number, columns: T) {
  const [row] = await db
    .select({ ...columns, role: userOrganizations.role })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
    .where(and(eq(userOrganizations.user_id, userId), eq(userOrganizations.organization_id, orgId)))
    .limit(1);
  // drizzle cannot resolve the row type of a generic selection here; callers get the concrete one.
  return row as (typeof row & { role: Role }) | undefined;
}

export async function renameOrganization(db: Db, id: number, name: string): Promise<void> {
  await db.update(organizations).set({ name, updated_at: new Date().toISOString() }).where(eq(organizations.id, id));
}

/** Everything of the organization (lots, rodeos, movements...) cascades with it. */
export async function deleteOrganization(db: Db, id: number): Promise<void> {
  await db.delete(organizations).where(eq(organizations.id, id));
}
