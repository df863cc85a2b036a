// The supplies calls (SPEC.md §7 asset paths, issue #10) and the cache updates after this user's
// writes; the socket brings the same changes to the other members.
import type { Movement } from "@shared/herd-types";
import type { AssetBatchInput, AssetCountInput, AssetKind, AssetUpdateInput } from "@shared/supply-schemas";
import type { Asset, AssetDetail, ConsumptionReport, RodeoUnderWithdrawal } from "@shared/supply-types";
import { api, call, id } from "../../lib/api/client";
import { queryClient } from "../../lib/query/query-client";
import { assetChanged, assetGone, refetchAssetViews, supplyKeys } from "../../data/supplies";

export interface AssetFilters {
  kind?: AssetKind;
  low?: boolean;
  q?: string;
}

export const hasFilters = (f: AssetFilters) => !!(f.kind || f.low || f.q);

export async function fetchAssets(orgId: number, f: AssetFilters): Promise<Asset[]> {
  const query = { kind: f.kind, low: f.low ? ("true" as const) : undefined, q: f.q || undefined };
  const { assets } = await call(api.asset[":org"].$get({ param: { org: id(orgId) }, query }));
  return assets;
}

export async function fetchAssetDetail(assetId: number, cursor?: string): Promise<AssetDetail> {
  const r = await call(api.asset.detail[":id"].$get({ param: { id: id(assetId) }, query: { cursor } }));
  return { asset: r.asset, movements: r.movements, next_cursor: r.next_cursor, series: r.series };
}

export async function fetchConsumption(orgId: number, from: string, to: string): Promise<ConsumptionReport> {
  const r = await call(api.asset[":org"].consumption.$get({ param: { org: id(orgId) }, query: { from, to } }));
  return { from: r.from, to: r.to, by_supply: r.by_supply, by_rodeo: r.by_rodeo };
}

export async function fetchWithdrawals(orgId: number): Promise<RodeoUnderWithdrawal[]> {
  const { rodeos } = await call(api.asset[":org"].withdrawals.$get({ param: { org: id(orgId) } }));
  return rodeos;
}

/** One ASSET_BATCH movement loading several supplies, new or existing. */
export async function loadBatch(orgId: number, body: AssetBatchInput): Promise<Asset[]> {
  const { assets } = await call(api.asset[":org"].batch.$post({ param: { org: id(orgId) }, json: body }));
  for (const a of assets) assetChanged(orgId, a, queryClient);
  return assets;
}

export async function updateAsset(orgId: number, assetId: number, body: AssetUpdateInput): Promise<Asset> {
  const { asset } = await call(
    api.asset[":org"][":id"].$put({ param: { org: id(orgId), id: id(assetId) }, json: body }),
  );
  assetChanged(orgId, asset, queryClient);
  return asset;
}

export async function deleteAsset(orgId: number, assetId: number): Promise<void> {
  await call(api.asset[":org"][":id"].$delete({ param: { org: id(orgId), id: id(assetId) } }));
  assetGone(orgId, assetId, queryClient);
}

export async function countAsset(
  orgId: number,
  assetId: number,
  body: AssetCountInput,
): Promise<{ asset: Asset; movement: Movement | null }> {
  const { asset, movement } = await call(
    api.asset[":org"][":id"].count.$post({ param: { org: id(orgId), id: id(assetId) }, json: body }),
  );
  assetChanged(orgId, asset, queryClient);
  return { asset, movement };
}

/** After a movement that changed a quantity: the list and every supply view fetched again. */
function quantitiesChanged(orgId: number) {
  void queryClient.invalidateQueries({ queryKey: supplyKeys.list(orgId) });
  void refetchAssetViews(orgId, queryClient);
}

/** A load of one existing supply (POST /movement/load-asset, an ASSET movement). */
export async function loadAsset(
  orgId: number,
  body: { asset_id: number; quantity: number; unit_cost?: number | null; date: string; detail?: string },
): Promise<Movement> {
  const { movement } = await call(api.movement["load-asset"][":org"].$post({ param: { org: id(orgId) }, json: body }));
  quantitiesChanged(orgId);
  return movement;
}

export interface ConsumptionBody {
  asset_id: number;
  quantity: number;
  date: string;
  rodeo_id?: number | null;
  lot_id?: number | null;
  detail?: string;
}

/** A consumption of one supply (POST /movement/asset-consumption, an ASSET_CONSUMPTION movement). */
export async function consumeAsset(orgId: number, body: ConsumptionBody): Promise<Movement> {
  const { movement } = await call(
    api.movement["asset-consumption"][":org"].$post({ param: { org: id(orgId) }, json: body }),
  );
  quantitiesChanged(orgId);
  return movement;
}
