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

export interface SupplyFilters {
  kind?: SupplyKind;
  low?: boolean;
  q?: string;
}

export const hasFilters = (f: SupplyFilters) => !!(f.kind || f.low || f.q);

export const supplyKeys = {
  /** Everything of the supplies area: lists, details, the consumption report, the withdrawals. */
  all: (orgId: number) => ["org", orgId, "assets"] as const,
  /** The unfiltered list the live socket patches. */
  list: (orgId: number) => ["org", orgId, "assets", "list"] as const,
  /** The list under filters (kind, low, q): fetched again when a supply changes. */
  filtered: (orgId: number, filters: object) => ["org", orgId, "assets", "filtered", filters] as const,
  detail: (orgId: number, supplyId: number) => ["org", orgId, "assets", "detail", supplyId] as const,
  consumption: (orgId: number, from: string, to: string) => ["org", orgId, "assets", "consumption", from, to] as const,
  /** Rodeos under meat withdrawal (dashboard card). */
  withdrawals: (orgId: number) => ["org", orgId, "assets", "withdrawals"] as const,
};

/**
 * Every supply entry but the unfiltered list (patched instead) and, among details, only those of
 * `supplyIds` (all of them when omitted): filtered lists, reports, the withdrawals.
 */
export const supplyViews = (orgId: number, supplyIds?: readonly number[]): QueryFilters => ({
  predicate: ({ queryKey: key }) =>
    key[0] === "org" &&
    key[1] === orgId &&
    key[2] === "assets" &&
    key[3] !== "list" &&
    (key[3] !== "detail" || supplyIds === undefined || supplyIds.includes(key[4] as number)),
});

/** A supply's detail as cached: the pages of its movements, each with the supply and its curve. */
export type SupplyDetailPages = InfiniteData<SupplyDetail, string | undefined>;
type DetailKey = ReturnType<typeof supplyKeys.detail>;

async function fetchSupplies(orgId: number, f: SupplyFilters): Promise<Supply[]> {
  const query = { kind: f.kind, low: f.low ? ("true" as const) : undefined, q: f.q || undefined };
  const { assets: supplies } = await call(api.asset[":org"].$get({ param: { org: id(orgId) }, query }));
  return supplies;
}

export const supplyQueries = {
  /** Every supply of the organization (GET /asset/{org}, no filters), kept current by the socket. */
  list: (orgId: number) =>
    queryOptions({ queryKey: supplyKeys.list(orgId), queryFn: () => fetchSupplies(orgId, {}), staleTime: Infinity }),
  /** The supplies under `filters`, asked of the server (it evaluates them). */
  filtered: (orgId: number, filters: SupplyFilters) =>
    queryOptions({
      queryKey: supplyKeys.filtered(orgId, filters),
      queryFn: () => fetchSupplies(orgId, filters),
      placeholderData: keepPreviousData,
    }),
  /** Supplies below their minimum (dashboard card). */
  low: (orgId: number) =>
    queryOptions({
      queryKey: supplyKeys.filtered(orgId, { low: true }),
      queryFn: () => fetchSupplies(orgId, { low: true }),
    }),
  withdrawals: (orgId: number) =>
    queryOptions({
      queryKey: supplyKeys.withdrawals(orgId),
      queryFn: async (): Promise<RodeoUnderWithdrawal[]> =>
        (await call(api.asset[":org"].withdrawals.$get({ param: { org: id(orgId) } }))).rodeos,
    }),
  /** A supply, its quantity curve and its movements newest first, 20 per page ("Ver más"). */
  detail: (orgId: number, supplyId: number) =>
    infiniteQueryOptions<SupplyDetail, Error, SupplyDetailPages, DetailKey, string | undefined>({
      queryKey: supplyKeys.detail(orgId, supplyId),
      queryFn: async ({ pageParam }): Promise<SupplyDetail> => {
        const query = { cursor: pageParam };
        const r = await call(api.asset.detail[":id"].$get({ param: { id: id(supplyId) }, query }));
        return { asset: r.asset, movements: r.movements, next_cursor: r.next_cursor, series: r.series };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      enabled: Number.isInteger(supplyId) && supplyId > 0,
    }),
};

/** The organization's supplies, by name (the stock pickers and the supplies screens). */
export const useSupplyList = () => useOrgQuery(supplyQueries.list);

export const compareSupplies = (a: Supply, b: Supply) => a.name.localeCompare(b.name, "es") || a.id - b.id;
export const supplyInto = (items: readonly Supply[], supply: Supply) => upsertById(items, supply, compareSupplies);
export const supplyRemovedFrom = (items: readonly Supply[], supplyId: number) => removeById(items, supplyId);

/** Pure updates of the unfiltered list: live messages and writes answered with supplies. */
export const supplyPatches = {
  saved: (orgId: number, supplies: readonly Supply[]) =>
    patch<Supply[]>(supplyKeys.list(orgId), (items) => supplies.reduce((acc, a) => supplyInto(acc, a), items)),
  removed: (orgId: number, supplyId: number) =>
    patch<Supply[]>(supplyKeys.list(orgId), (items) => supplyRemovedFrom(items, supplyId)),
};

/** Supplies the server answered with: into the list, their views fetched again. */
function suppliesSaved(orgId: number, supplies: readonly Supply[]) {
  applyPatches(queryClient, [supplyPatches.saved(orgId, supplies)]);
  void queryClient.invalidateQueries(
    supplyViews(
      orgId,
      supplies.map((a) => a.id),
    ),
  );
}

/**
 * A write answered by one movement that changes quantities the answer does not carry (a load, a consumption):
 * the list and every supply view are fetched again.
 */
export function useQuantitiesMovement<TBody>(post: (body: TBody, orgId: number) => Promise<Movement>) {
  return useOrgMutation({
    mutationFn: post,
    onSuccess: (_movement, _body, orgId) => {
      void queryClient.invalidateQueries({ queryKey: supplyKeys.list(orgId) });
      void queryClient.invalidateQueries(supplyViews(orgId));
    },
  });
}

/** One ASSET_BATCH movement loading several supplies, new or existing (/create-stock). */
export function useLoadSupplyBatch() {
  return useOrgMutation({
    mutationFn: async (body: SupplyBatchInput, orgId) =>
      (await call(api.asset[":org"].batch.$post({ param: { org: id(orgId) }, json: body }))).assets,
    onSuccess: (supplies, _body, orgId) => suppliesSaved(orgId, supplies),
  });
}

export function useUpdateSupply() {
  return useOrgMutation({
    mutationFn: async ({ supplyId, body }: { supplyId: number; body: SupplyUpdateInput }, orgId) =>
      (await call(api.asset[":org"][":id"].$put({ param: { org: id(orgId), id: id(supplyId) }, json: body }))).asset,
    onSuccess: (supply, _vars, orgId) => suppliesSaved(orgId, [supply]),
  });
}

export function useDeleteSupply() {
  return useOrgMutation({
    mutationFn: (supplyId: number, orgId) =>
      call(api.asset[":org"][":id"].$delete({ param: { org: id(orgId), id: id(supplyId) } })),
    onSuccess: (_body, supplyId, orgId) => {
      applyPatches(queryClient, [supplyPatches.removed(orgId, supplyId)]);
      void queryClient.invalidateQueries(supplyViews(orgId, [supplyId]));
    },
  });
}

/** A count: an audit movement when it differs from the stock (`movement` null when it matches). */
export function useCountSupply() {
  return useOrgMutation({
    mutationFn: async (
      { supplyId, body }: { supplyId: number; body: SupplyCountInput },
      orgId,
    ): Promise<{ supply: Supply; movement: Movement | null }> => {
      const r = await call(
        api.asset[":org"][":id"].count.$post({ param: { org: id(orgId), id: id(supplyId) }, json: body }),
      );
      return { supply: r.asset, movement: r.movement };
    },
    onSuccess: ({ supply }, _vars, orgId) => suppliesSaved(orgId, [supply]),
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
  return useQuantitiesMovement(
    async (body: LoadSupplyBody, orgId) =>
      (await call(api.movement["load-asset"][":org"].$post({ param: { org: id(orgId) }, json: body }))).movement,
  );
}
