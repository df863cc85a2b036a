// The supplies (docs/spa-data.md): the unfiltered list, patched by the live socket and by this user's
// writes (sorted by name, like the API answers); filtered lists, a supply's detail, the rodeos under
// withdrawal and the reports, fetched again when a supply changes since only the server evaluates them;
// and the writes of /stock, /stock/{id} and /create-stock.
import type { Movement } from "@shared/herd-types";
import type { SupplyBatchInput, SupplyCountInput, SupplyKind, SupplyUpdateInput } from "@shared/supply-schemas";
import type { Supply, SupplyDetail, RodeoUnderWithdrawal } from "@shared/supply-types";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type InfiniteData,
  type QueryFilters,
} from "@tanstack/react-query";
import { api, call, id } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { removeById, upsertById } from "../lib/store/list";
import { applyPatches } from "./live/apply-live-message";
import { patch } from "./live/live-effect";
import { useOrgMutation, useOrgQuery } from "./org-query";

export interface AssetFilters {
  kind?: SupplyKind;
  low?: boolean;
  q?: string;
}

export const hasFilters = (f: AssetFilters) => !!(f.kind || f.low || f.q);

export const supplyKeys = {
  /** Everything of the supplies area: lists, details, the consumption report, the withdrawals. */
  all: (orgId: number) => ["org", orgId, "assets"] as const,
  /** The unfiltered list the live socket patches. */
  list: (orgId: number) => ["org", orgId, "assets", "list"] as const,
  /** The list under filters (kind, low, q): fetched again when a supply changes. */
  filtered: (orgId: number, filters: object) => ["org", orgId, "assets", "filtered", filters] as const,
  detail: (orgId: number, assetId: number) => ["org", orgId, "assets", "detail", assetId] as const,
  consumption: (orgId: number, from: string, to: string) => ["org", orgId, "assets", "consumption", from, to] as const,
  /** Rodeos under meat withdrawal (dashboard card). */
  withdrawals: (orgId: number) => ["org", orgId, "assets", "withdrawals"] as const,
};

/**
 * Every supply entry but the unfiltered list (patched instead) and, among details, only those of
 * `assetIds` (all of them when omitted): filtered lists, reports, the withdrawals.
 */
export const supplyViews = (orgId: number, assetIds?: readonly number[]): QueryFilters => ({
  predicate: ({ queryKey: key }) =>
    key[0] === "org" &&
    key[1] === orgId &&
    key[2] === "assets" &&
    key[3] !== "list" &&
    (key[3] !== "detail" || assetIds === undefined || assetIds.includes(key[4] as number)),
});

/** A supply's detail as cached: the pages of its movements, each with the supply and its curve. */
export type AssetDetailPages = InfiniteData<SupplyDetail, string | undefined>;
type DetailKey = ReturnType<typeof supplyKeys.detail>;

async function fetchAssets(orgId: number, f: AssetFilters): Promise<Supply[]> {
  const query = { kind: f.kind, low: f.low ? ("true" as const) : undefined, q: f.q || undefined };
  const { assets } = await call(api.asset[":org"].$get({ param: { org: id(orgId) }, query }));
  return assets;
}

export const supplyQueries = {
  /** Every supply of the organization (GET /asset/{org}, no filters), kept current by the socket. */
  list: (orgId: number) =>
    queryOptions({ queryKey: supplyKeys.list(orgId), queryFn: () => fetchAssets(orgId, {}), staleTime: Infinity }),
  /** The supplies under `filters`, asked of the server (it evaluates them). */
  filtered: (orgId: number, filters: AssetFilters) =>
    queryOptions({
      queryKey: supplyKeys.filtered(orgId, filters),
      queryFn: () => fetchAssets(orgId, filters),
      placeholderData: keepPreviousData,
    }),
  /** Supplies below their minimum (dashboard card). */
  low: (orgId: number) =>
    queryOptions({
      queryKey: supplyKeys.filtered(orgId, { low: true }),
      queryFn: () => fetchAssets(orgId, { low: true }),
    }),
  withdrawals: (orgId: number) =>
    queryOptions({
      queryKey: supplyKeys.withdrawals(orgId),
      queryFn: async (): Promise<RodeoUnderWithdrawal[]> =>
        (await call(api.asset[":org"].withdrawals.$get({ param: { org: id(orgId) } }))).rodeos,
    }),
  /** A supply, its quantity curve and its movements newest first, 20 per page ("Ver más"). */
  detail: (orgId: number, assetId: number) =>
    infiniteQueryOptions<SupplyDetail, Error, AssetDetailPages, DetailKey, string | undefined>({
      queryKey: supplyKeys.detail(orgId, assetId),
      queryFn: async ({ pageParam }): Promise<SupplyDetail> => {
        const query = { cursor: pageParam };
        const r = await call(api.asset.detail[":id"].$get({ param: { id: id(assetId) }, query }));
        return { asset: r.asset, movements: r.movements, next_cursor: r.next_cursor, series: r.series };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      enabled: Number.isInteger(assetId) && assetId > 0,
    }),
};

/** The organization's supplies, by name (the stock pickers and the supplies screens). */
export const useSupplyList = () => useOrgQuery(supplyQueries.list);

export const compareAssets = (a: Supply, b: Supply) => a.name.localeCompare(b.name, "es") || a.id - b.id;
export const assetInto = (items: readonly Supply[], asset: Supply) => upsertById(items, asset, compareAssets);
export const assetRemovedFrom = (items: readonly Supply[], assetId: number) => removeById(items, assetId);

/** Pure updates of the unfiltered list: live messages and writes answered with supplies. */
export const supplyPatches = {
  saved: (orgId: number, assets: readonly Supply[]) =>
    patch<Supply[]>(supplyKeys.list(orgId), (items) => assets.reduce((acc, a) => assetInto(acc, a), items)),
  removed: (orgId: number, assetId: number) =>
    patch<Supply[]>(supplyKeys.list(orgId), (items) => assetRemovedFrom(items, assetId)),
};

/** Supplies the server answered with: into the list, their views fetched again. */
function suppliesSaved(orgId: number, assets: readonly Supply[]) {
  applyPatches(queryClient, [supplyPatches.saved(orgId, assets)]);
  void queryClient.invalidateQueries(
    supplyViews(
      orgId,
      assets.map((a) => a.id),
    ),
  );
}

/** A movement changed quantities the answer does not carry: the list and every supply view fetched again. */
export function quantitiesChanged(orgId: number) {
  void queryClient.invalidateQueries({ queryKey: supplyKeys.list(orgId) });
  void queryClient.invalidateQueries(supplyViews(orgId));
}

/** One ASSET_BATCH movement loading several supplies, new or existing (/create-stock). */
export function useLoadSupplyBatch() {
  return useOrgMutation({
    mutationFn: async (body: SupplyBatchInput, orgId) =>
      (await call(api.asset[":org"].batch.$post({ param: { org: id(orgId) }, json: body }))).assets,
    onSuccess: (assets, _body, orgId) => suppliesSaved(orgId, assets),
  });
}

export function useUpdateSupply() {
  return useOrgMutation({
    mutationFn: async ({ assetId, body }: { assetId: number; body: SupplyUpdateInput }, orgId) =>
      (await call(api.asset[":org"][":id"].$put({ param: { org: id(orgId), id: id(assetId) }, json: body }))).asset,
    onSuccess: (asset, _vars, orgId) => suppliesSaved(orgId, [asset]),
  });
}

export function useDeleteSupply() {
  return useOrgMutation({
    mutationFn: (assetId: number, orgId) =>
      call(api.asset[":org"][":id"].$delete({ param: { org: id(orgId), id: id(assetId) } })),
    onSuccess: (_body, assetId, orgId) => {
      applyPatches(queryClient, [supplyPatches.removed(orgId, assetId)]);
      void queryClient.invalidateQueries(supplyViews(orgId, [assetId]));
    },
  });
}

/** A count: an audit movement when it differs from the stock (`movement` null when it matches). */
export function useCountSupply() {
  return useOrgMutation({
    mutationFn: async (
      { assetId, body }: { assetId: number; body: SupplyCountInput },
      orgId,
    ): Promise<{ asset: Supply; movement: Movement | null }> => {
      const r = await call(
        api.asset[":org"][":id"].count.$post({ param: { org: id(orgId), id: id(assetId) }, json: body }),
      );
      return { asset: r.asset, movement: r.movement };
    },
    onSuccess: ({ asset }, _vars, orgId) => suppliesSaved(orgId, [asset]),
  });
}

export interface LoadSupplyBody {
  asset_id: number;
  quantity: number;
  unit_cost?: number | null;
  date: string;
  detail?: string;
}

/** A load of one existing supply (POST /movement/load-asset, an ASSET movement). */
export function useLoadSupply() {
  return useOrgMutation({
    mutationFn: async (body: LoadSupplyBody, orgId): Promise<Movement> =>
      (await call(api.movement["load-asset"][":org"].$post({ param: { org: id(orgId) }, json: body }))).movement,
    onSuccess: (_movement, _body, orgId) => quantitiesChanged(orgId),
  });
}
