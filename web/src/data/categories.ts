// The organization's animal categories (docs/spa-data.md): the list the live socket patches and
// the Configuración writes (create, edit, delete, back to the defaults). Rodeos carry each stock
// row's category name and EV, so a changed category reaches the rodeos list too.
import type { Category } from "@shared/herd-types";
import { useMutation } from "@tanstack/react-query";
import { api, call, id } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { removeById, upsertById } from "../lib/store/list";
import type { StoreCategory } from "../lib/store/types";
import {
  type CategoryChanges,
  createCategory,
  deleteCategory,
  resetDefaultCategories,
  updateCategory,
} from "./api/categories-api";
import { applyPatches } from "./live/apply-live-message";
import { patch, type CachePatch } from "./live/live-effect";
import { rodeosPatch } from "./rodeos";
import { stockWithCategories } from "./rodeo-stock";
import { useOrgQuery } from "./org-query";
import { orgRead } from "./org-read";

/** The categories list the live socket patches, so time never makes it stale. */
const read = orgRead(
  "categories",
  async (orgId): Promise<StoreCategory[]> =>
    (await call(api["animal-categories"][":org"].$get({ param: { org: id(orgId) } }))).categories,
  { staleTime: Infinity },
);

export const categoryKeys = { list: read.key };
export const categoryQueries = { list: read.query };

const list = (orgId: number, update: (items: StoreCategory[]) => StoreCategory[]) =>
  patch<StoreCategory[]>(categoryKeys.list(orgId), update);

/** The patches of the live category messages and of this user's writes (same answers). */
export const categoryPatches = {
  /** A new category: no rodeo holds it yet. */
  created: (orgId: number, category: Category): CachePatch[] => [list(orgId, (items) => upsertById(items, category))],
  saved: (orgId: number, category: Category): CachePatch[] => [
    list(orgId, (items) => upsertById(items, category)),
    rodeosPatch(orgId, (rodeos) => stockWithCategories(rodeos, [category])),
  ],
  removed: (orgId: number, categoryId: number): CachePatch[] => [list(orgId, (items) => removeById(items, categoryId))],
  /** The whole list (a rename re-sends every category; the defaults restored). */
  replaced: (orgId: number, categories: Category[]): CachePatch[] => [
    list(orgId, () => categories),
    rodeosPatch(orgId, (rodeos) => stockWithCategories(rodeos, categories)),
  ],
};

/** The selected organization's categories. */
export const useCategories = () => useOrgQuery(categoryQueries.list);

export function useCreateCategory() {
  return useMutation(
    {
      mutationFn: ({
        orgId,
        values,
      }: {
        orgId: number;
        values: { name: string; ev: number; plural_name: string | null };
      }) => createCategory(orgId, values),
      onSuccess: ({ category }, { orgId }) => applyPatches(queryClient, categoryPatches.created(orgId, category)),
    },
    queryClient,
  );
}

/** Sends only what changed: a rename re-sends every category live, an EV change just this one. */
export function useUpdateCategory() {
  return useMutation(
    {
      mutationFn: (v: { orgId: number; categoryId: number; changes: CategoryChanges }) =>
        updateCategory(v.orgId, v.categoryId, v.changes),
      onSuccess: ({ category }, { orgId }) => applyPatches(queryClient, categoryPatches.saved(orgId, category)),
    },
    queryClient,
  );
}

export function useDeleteCategory() {
  return useMutation(
    {
      mutationFn: ({ orgId, categoryId }: { orgId: number; categoryId: number }) => deleteCategory(orgId, categoryId),
      onSuccess: (_a, { orgId, categoryId }) => applyPatches(queryClient, categoryPatches.removed(orgId, categoryId)),
    },
    queryClient,
  );
}

/** Back to the default categories; the answered list shows without waiting for the socket's copy. */
export function useResetDefaultCategories() {
  return useMutation(
    {
      mutationFn: ({ orgId }: { orgId: number }) => resetDefaultCategories(orgId),
      onSuccess: ({ categories }, { orgId }) => applyPatches(queryClient, categoryPatches.replaced(orgId, categories)),
    },
    queryClient,
  );
}
