// The Asset shape every supply route and live message uses: one query-builder select (so it can ride in
// the same db.batch() as a write) with the date of the supply's newest live movement, and row → Asset.
import { and, asc, eq, like, lt, sql, type SQL } from "drizzle-orm";
import { assets } from "../../../db/schema";
import type { Db } from "../../../env";
import type { Asset } from "../../../shared/supply-types";
import type { AssetKind } from "../../../shared/supply-schemas";
import { bool, num, nullableNum, str } from "../common/row-values";
import { idList } from "../common/sql";

/** Movement types that may name a supply (a count is an AUDIT_RECORD with data.asset_id). */
export const SUPPLY_TYPES = ["ASSET", "ASSET_BATCH", "ASSET_CONSUMPTION", "TREATMENT", "MEDICINE", "AUDIT_RECORD"];
const TYPE_LIST = sql.raw(SUPPLY_TYPES.map((t) => `'${t}'`).join(", "));

/** SQL condition: movement alias `m` names asset `assetId` (in data.asset_id or one of data.items). */
export const namesAssetSql = (m: string, assetId: SQL) =>
  sql`(json_extract(${sql.raw(m)}.data, '$.asset_id') = ${assetId} OR (${sql.raw(m)}.type = 'ASSET_BATCH' AND EXISTS (
    SELECT 1 FROM json_each(${sql.raw(m)}.data, '$.items') i WHERE json_extract(i.value, '$.asset_id') = ${assetId})))`;

/** The newest live movement naming each asset (on the movements' (organization, type, date) index). */
const lastMovementAt = sql<string | null>`(SELECT max(m.date) FROM movements m
  WHERE m.organization_id = ${assets.organization_id} AND m.type IN (${TYPE_LIST}) AND m.deleted = 0
    AND ${namesAssetSql("m", sql`${assets.id}`)})`.as("last_movement_at");

export interface AssetFilter {
  orgId: number;
  ids?: readonly number[];
  kind?: AssetKind;
  low?: boolean;
  q?: string;
  /** Include soft-deleted supplies (live reads after a movement: the caller skips them). */
  withDeleted?: boolean;
  /** Extra condition (e.g. the new supplies a batch just inserted). */
  or?: SQL;
}

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One statement: the organization's supplies with their last movement date, by name. */
export function assetsQuery(db: Db, f: AssetFilter) {
  const conditions: SQL[] = [eq(assets.organization_id, f.orgId)];
  if (!f.withDeleted) conditions.push(eq(assets.deleted, false));
  if (f.ids) {
    const byId = sql`${assets.id} IN (${idList(f.ids)})`;
    conditions.push(f.or ? sql`(${byId} OR ${f.or})` : byId);
  }
  if (f.kind) conditions.push(eq(assets.kind, f.kind));
  if (f.low) conditions.push(lt(assets.quantity, assets.minimum));
  if (f.q) conditions.push(sql`${like(assets.name, likePattern(f.q))} ESCAPE '\\'`);
  return db
    .select({
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
      last_movement_at: lastMovementAt,
    })
    .from(assets)
    .where(and(...conditions))
    .orderBy(sql`${assets.name} COLLATE NOCASE`, asc(assets.id))
    .limit(2000);
}

export type AssetRow = Awaited<ReturnType<typeof assetsQuery>>[number];

/** Quantities are kept in thousandths: read them back without float noise. */
const milliRound = (v: number) => Math.round(v * 1000) / 1000;

export function toAsset(row: AssetRow | Record<string, unknown>): Asset {
  const r = row as Record<string, unknown>;
  const quantity = milliRound(num(r.quantity));
  const unitCost = num(r.unit_cost);
  const minimum = milliRound(num(r.minimum));
  return {
    id: num(r.id),
    name: str(r.name),
    kind: str(r.kind) as AssetKind,
    unit: str(r.unit),
    quantity,
    unit_cost: unitCost,
    value: Math.round(quantity * unitCost * 100) / 100,
    minimum,
    low: quantity < minimum,
    withdrawal_days: nullableNum(r.withdrawal_days) ?? 0,
    last_movement_at: r.last_movement_at == null ? null : str(r.last_movement_at),
    created_at: str(r.created_at),
    updated_at: str(r.updated_at),
  };
}

/** Whether a read row is a removed supply (live reads skip them). */
export const isDeletedRow = (row: AssetRow | Record<string, unknown>) => bool((row as Record<string, unknown>).deleted);
