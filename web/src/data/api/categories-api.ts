// Animal categories calls (/api/animal-categories/{org}); the store applies the socket messages
// they broadcast (category-created, category-updated, categories-sync, category-deleted).
import { api, call, id } from "../../lib/api/client";

const categories = api["animal-categories"][":org"];

export interface CategoryChanges {
  name?: string;
  ev?: number;
  /** null: back to the plural derived from the name. */
  plural_name?: string | null;
}

export const createCategory = (orgId: number, json: { name: string; ev: number; plural_name: string | null }) =>
  call(categories.$post({ param: { org: id(orgId) }, json }));

/** Only what changed: a rename re-sends every category, an EV change just this one. */
export const updateCategory = (orgId: number, categoryId: number, json: CategoryChanges) =>
  call(api["animal-categories"][":org"][":id"].$put({ param: { org: id(orgId), id: id(categoryId) }, json }));

export const deleteCategory = (orgId: number, categoryId: number) =>
  call(api["animal-categories"][":org"][":id"].$delete({ param: { org: id(orgId), id: id(categoryId) } }));

/** Back to the default categories (docs/herd.md): missing ones return, defaults get their EV; other categories stay. */
export const resetDefaultCategories = (orgId: number) =>
  call(api["animal-categories"][":org"]["reset-defaults"].$post({ param: { org: id(orgId) } }));
