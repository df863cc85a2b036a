// Loads, in one statement, what a movement write needs to validate and check itself: the organization's
// categories, the rodeos, cycles, lots and supplies (assets) it names, and the current stock of those rodeos.
import { sql } from "drizzle-orm";
import type { Db } from "../../../env";
import { categoryKey } from "../../../shared/defaults";
import type { AssetKind } from "../../../shared/supply-schemas";
import { stockKey } from "./stock-effects";
import { idList } from "../common/sql";
import { jsonList } from "../common/row-values";

export interface CategoryInfo {
  id: number;
  name: string;
  ev: number;
}

export interface RodeoInfo {
  id: number;
  name: string;
  lot_id: number | null;
  deleted: boolean;
}

export interface AssetInfo {
  id: number;
  name: string;
  kind: AssetKind;
  unit: string;
  /** Current quantity in thousandths of the unit (an integer read exactly, unlike a REAL through JSON). */
  milli: number;
  /** Meat withdrawal days a treatment with it gives by default. */
  withdrawal_days: number;
  deleted: boolean;
}

export interface HerdContext {
  orgId: number;
  categories: Map<number, CategoryInfo>;
  categoriesByKey: Map<string, CategoryInfo>;
  rodeos: Map<number, RodeoInfo>;
  /** Current count per `rodeo:category` (only rows that exist). */
  stock: Map<string, number>;
  cycles: Set<number>;
  lots: Map<number, { id: number; name: string }>;
  /** The organization's assets named by the write (another organization's ids are simply absent). */
  assets: Map<number, AssetInfo>;
}

export interface ContextRefs {
  rodeoIds: Iterable<number>;
  cycleIds?: Iterable<number>;
  lotIds?: Iterable<number>;
  assetIds?: Iterable<number>;
}

const uniq = (ids: Iterable<number> | undefined) => [...new Set(ids ?? [])].filter((id) => Number.isInteger(id));

export async function loadHerdContext(db: Db, orgId: number, refs: ContextRefs): Promise<HerdContext> {
  const rodeoIds = idList(uniq(refs.rodeoIds));
  const cycleIds = idList(uniq(refs.cycleIds));
  const lotIds = idList(uniq(refs.lotIds));
  const assetIds = idList(uniq(refs.assetIds));
  const [row] = await db.all<Record<string, unknown>>(sql`SELECT
      (SELECT json_group_array(json_object('id', id, 'name', name, 'ev', ev))
        FROM animal_categories WHERE organization_id = ${orgId}) AS categories,
      (SELECT json_group_array(json_object('id', id, 'name', name, 'lot_id', lot_id, 'deleted', deleted))
        FROM rodeos WHERE organization_id = ${orgId} AND id IN (${rodeoIds})) AS rodeos,
      (SELECT json_group_array(json_object('rodeo_id', rodeo_id, 'category_id', category_id, 'count', count))
        FROM rodeo_stock WHERE organization_id = ${orgId} AND rodeo_id IN (${rodeoIds})) AS stock,
      (SELECT json_group_array(id) FROM reproductive_cycles
        WHERE organization_id = ${orgId} AND deleted = 0 AND id IN (${cycleIds})) AS cycles,
      (SELECT json_group_array(json_object('id', id, 'name', name)) FROM lots
        WHERE organization_id = ${orgId} AND deleted = 0 AND id IN (${lotIds})) AS lots,
      (SELECT json_group_array(json_object('id', id, 'name', name, 'kind', kind, 'unit', unit,
          'milli', CAST(round(quantity * 1000) AS INTEGER), 'withdrawal_days', withdrawal_days,
          'deleted', deleted))
        FROM assets WHERE organization_id = ${orgId} AND id IN (${assetIds})) AS assets`);
  const categories = jsonList<CategoryInfo>(row?.categories);
  const rodeos = jsonList<Omit<RodeoInfo, "deleted"> & { deleted: number | boolean }>(row?.rodeos);
  const assets = jsonList<Omit<AssetInfo, "deleted"> & { deleted: number | boolean }>(row?.assets);
  return {
    orgId,
    categories: new Map(categories.map((c) => [c.id, c])),
    categoriesByKey: new Map(categories.map((c) => [categoryKey(c.name), c])),
    rodeos: new Map(rodeos.map((r) => [r.id, { ...r, deleted: r.deleted === true || r.deleted === 1 }])),
    stock: new Map(
      jsonList<{ rodeo_id: number; category_id: number; count: number }>(row?.stock).map((s) => [
        stockKey(s.rodeo_id, s.category_id),
        s.count,
      ]),
    ),
    cycles: new Set(jsonList<number>(row?.cycles)),
    lots: new Map(jsonList<{ id: number; name: string }>(row?.lots).map((l) => [l.id, l])),
    assets: new Map(assets.map((a) => [a.id, { ...a, deleted: a.deleted === true || a.deleted === 1 }])),
  };
}
