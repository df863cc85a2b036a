// The noun a count of a category reads with ("2 terneros", "3 vacas secas"): the category's own plural
// when the organization wrote one, else the derived one (@shared/plural). Records keep the category's
// name as it was, so a line is matched by id and name, then by name alone.
import { categoryKey } from "@shared/defaults";
import type { Category } from "@shared/herd-types";
import type { Noun } from "@shared/plural";
import { useMemo } from "react";
import { useCategories } from "../../data/categories";

export type NounOf = (name: string, categoryId?: number | null) => Noun;

/** The plain derived plural: what a screen without the categories list uses. */
export const derivedNoun: NounOf = (name) => name;

export function categoryNouns(categories: ReadonlyArray<Pick<Category, "id" | "name" | "plural_name">>): NounOf {
  if (categories.length === 0) return derivedNoun;
  const byId = new Map(categories.map((c) => [c.id, c]));
  const byKey = new Map(categories.map((c) => [categoryKey(c.name), c]));
  return (name, categoryId) => {
    const key = categoryKey(name);
    const same = categoryId != null ? byId.get(categoryId) : undefined;
    const match = same && categoryKey(same.name) === key ? same : byKey.get(key);
    return match?.plural_name ? { name, plural_name: match.plural_name } : name;
  };
}

/** The selected organization's nouns (its categories list, cached for the session and kept offline). */
export function useCategoryNouns(): NounOf {
  const categories = useCategories().data;
  return useMemo(() => (categories ? categoryNouns(categories) : derivedNoun), [categories]);
}
