// The rodeos list after category changes (live messages).
import type { Category, Rodeo } from "@shared/herd-types";

/**
 * Rodeos carry each stock row's category name and EV, which the dashboard's EV total and EV/ha add
 * up: a renamed category or a new EV (one category, or the whole list after a rename or a reset of
 * the defaults) reaches them here. Rodeos without such a row stay the same objects.
 */
export function stockWithCategories(items: Rodeo[], changed: readonly Category[]): Rodeo[] {
  const byId = new Map(changed.map((c) => [c.id, c]));
  const differs = (s: Rodeo["stock"][number]) => {
    const c = byId.get(s.category_id);
    return c !== undefined && (c.ev !== s.ev || c.name !== s.category);
  };
  return items.map((r) =>
    r.stock.some(differs)
      ? {
          ...r,
          stock: r.stock.map((s) => {
            const c = byId.get(s.category_id);
            return c && differs(s) ? { ...s, ev: c.ev, category: c.name } : s;
          }),
        }
      : r,
  );
}
