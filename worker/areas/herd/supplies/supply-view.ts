// The Supply shape every supply route and live message uses: one query-builder select (so it can ride in
// the same db.batch() as a write), row → Supply, and the statements that keep each supply's last movement date.
import { and, asc, eq, like, lt, sql, type SQL } from "drizzle-orm";
import { assets } from "../../../db/schema";
import type { Db } from "../../../env";
import type { Supply } from "../../../shared/supply-types";
import type { SupplyKind } from "../../../shared/supply-schemas";
import { idList } from "../common/sql";
import { SUPPLY_TYPES } from "./supply-effects";

const TYPE_LIST = sql.raw(SUPPLY_TYPES.map((t) => `'${t}'`).join(", "));

/** SQL condition: movement alias `m` names asset `supplyId` (in data.asset_id or one of data.items). */
export const namesSupplySql = (m: string, supplyId: SQL) =>
  sql`(json_extract(${sql.raw(m)}.data, '$.asset_id') = ${supplyId} OR (${sql.raw(m)}.type = 'ASSET_BATCH' AND EXISTS (
    SELECT 1 FROM json_each(${sql.raw(m)}.data, '$.items') i WHERE json_extract(i.value, '$.asset_id') = ${supplyId})))`;

/** The newest live movement naming each asset: a scan of the organization's supply movements per asset. */
const newestNamingMovement = sql<string | null>`(SELECT max(m.date) FROM movements m
  WHERE m.organization_id = ${assets.organization_id} AND m.type IN (${TYPE_LIST}) AND m.deleted = 0
    AND ${namesSupplySql("m", sql`${assets.id}`)})`;

/**
 * Keeps assets.last_movement_at after a movement write, in the same batch and after it: a new movement only
 * moves the date forward (cheap); an edit or delete recomputes it from the log for the assets it named.
 * `newest` also covers the assets the batch just created (the newest ids).
 */
export function lastMovementWrite(
  db: Db,
  orgId: number,
  change: { ids: readonly number[]; newest: number; date: string | null },
) {
  const targets: SQL[] = [];
  if (change.ids.length) targets.push(sql`${assets.id} IN (${idList(change.ids)})`);
  if (change.newest) {
    targets.push(sql`${assets.id} > (SELECT max(${assets.id}) FROM ${assets}) - ${sql.raw(String(change.newest))}`);
  }
  if (!targets.length) return null;
  const d = change.date;
  const value = d
    ? sql`CASE WHEN ${assets.last_movement_at} IS NULL OR ${assets.last_movement_at} < ${d} THEN ${d} ELSE ${assets.last_movement_at} END`
    : newestNamingMovement;
  return db
    .update(assets)
    .set({ last_movement_at: value })
    .where(and(eq(assets.organization_id, orgId), sql`(${sql.join(targets, sql` OR `)})`));
}

export interface SupplyFilter {
  orgId: number;
  ids?: readonly number[];
  kind?: SupplyKind;
  low?: boolean;
  q?: string;
  /** Include soft-deleted supplies (live reads after a movement: the caller skips them). */
  withDeleted?: boolean;
  /** Extra condition (e.g. the new supplies a batch just inserted). */
  or?: SQL;
}

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a supply list: `f.orgId`'s supplies under the filter. */
export function supplyConditions(f: SupplyFilter): SQL {
  const conditions: SQL[] = [eq(assets.organization_id, f.orgId)];
  if (!f.withDeleted) conditions.push(eq(assets.deleted, false));
  if (f.ids) {
    const byId = sql`${assets.id} IN (${idList(f.ids)})`;
    conditions.push(f.or ? sql`(${byId} OR ${f.or})` : byId);
  }
  if (f.kind) conditions.push(eq(assets.kind, f.kind));
  if (f.low) conditions.push(lt(assets.quantity, assets.minimum));
  if (f.q) conditions.push(sql`${like(assets.name, likePattern(f.q))} ESCAPE '\\'`);
  return and(...conditions)!;
}

/** The columns an Supply is built from. */
export const SUPPLY_FIELDS = {
  id: assets.id,
  name: assets.name,
  kind: assets.kind,
  unit: assets.unit,
  quantity: assets.quantity,
  unit_cost: assets.unit_cost,
  minimum: assets.minimum,
  withdrawal_days: assets.withdrawal_days,
  deleted: assets.deleted,
  created_at: assets.created_at,
  updated_at: assets.updated_at,
  last_movement_at: assets.last_movement_at,
};

/** A supply list's order: by name (case aside), then id; at most SUPPLY_LIST_LIMIT. */
export const SUPPLY_ORDER = [sql`${assets.name} COLLATE NOCASE`, asc(assets.id)];
export const SUPPLY_LIST_LIMIT = 2000;

/** One statement: the organization's supplies with their last movement date, by name. */
export function suppliesQuery(db: Db, f: SupplyFilter) {
  return db
    .select(SUPPLY_FIELDS)
    .from(assets)
    .where(supplyConditions(f))
    .orderBy(...SUPPLY_ORDER)
    .limit(SUPPLY_LIST_LIMIT);
}

export type SupplyRow = Awaited<ReturnType<typeof suppliesQuery>>[number];

/** Quantities are kept in thousandths: read them back without float noise. */
const milliRound = (v: number) => Math.round(v * 1000) / 1000;

export function toSupply(r: SupplyRow): Supply {
  const quantity = milliRound(r.quantity);
  const unitCost = r.unit_cost;
  const minimum = milliRound(r.minimum);
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    unit: r.unit,
    quantity,
    unit_cost: unitCost,
    value: Math.round(quantity * unitCost * 100) / 100,
    minimum,
    low: quantity < minimum,
    withdrawal_days: r.withdrawal_days,
    last_movement_at: r.last_movement_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** Whether a read row is a removed supply (live reads skip them). */
export const isDeletedRow = (row: SupplyRow) => row.deleted;
