// The category read: categories with their total head and, optionally, the rodeos holding them, in one
// statement; and the row → API shape mapping.
import { sql, type SQL } from "drizzle-orm";
import type { Category, CategoryRodeo, CategoryWithRodeos } from "../../../shared/herd-types";
import { jsonList, type JsonColumn } from "../common/row-values";

/** Categories with their total head (live rodeos) and, optionally, the rodeos holding them. */
export function categoriesSql(orgId: number, opts: { withRodeos?: boolean; categoryId?: number } = {}): SQL {
  const rodeos = opts.withRodeos
    ? sql`, (SELECT json_group_array(json_object('id', r.id, 'name', r.name, 'count', s.count,
          'stock_id', s.id, 'lot_id', r.lot_id))
        FROM rodeo_stock s JOIN rodeos r ON r.id = s.rodeo_id
        WHERE s.category_id = c.id AND s.count > 0 AND r.deleted = 0) AS rodeos`
    : sql``;
  const one = opts.categoryId ? sql` AND c.id = ${opts.categoryId}` : sql``;
  return sql`SELECT c.id, c.name, c.plural_name, c.ev, c.created_at, c.updated_at,
      coalesce((SELECT sum(s.count) FROM rodeo_stock s JOIN rodeos r ON r.id = s.rodeo_id
        WHERE s.category_id = c.id AND r.deleted = 0), 0) AS total${rodeos}
    FROM animal_categories c
    WHERE c.organization_id = ${orgId}${one}
    ORDER BY c.id
    LIMIT 500`;
}

/** A row of categoriesSql: the columns of a Category (an empty plural_name reads as none). */
export type CategoryRow = Category;

/** A row of categoriesSql with `withRodeos`. */
export type CategoryWithRodeosRow = CategoryRow & { rodeos: JsonColumn };

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    plural_name: row.plural_name || null,
    ev: row.ev,
    total: row.total,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toCategoryWithRodeos(row: CategoryWithRodeosRow): CategoryWithRodeos {
  const rodeos = jsonList<CategoryRodeo>(row.rodeos).sort((a, b) => a.name.localeCompare(b.name, "es") || a.id - b.id);
  return { ...toCategory(row), rodeos };
}
