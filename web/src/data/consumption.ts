// The consumption of supplies (docs/spa-data.md): the report of a range of months and the write that
// records one consumption. Its keys sit under the supplies area (supply-screens.ts), so a supply's
// change marks the report stale too.
import type { ConsumptionReport } from "@shared/supply-types";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, call, id } from "../lib/api/client";
import { useOrgQuery } from "./org-query";
import { supplyKeys, useQuantitiesMovement } from "./supplies";

export const consumptionKeys = {
  report: supplyKeys.consumption,
};

export const consumptionQueries = {
  report: (orgId: number, from: string, to: string) =>
    queryOptions({
      queryKey: consumptionKeys.report(orgId, from, to),
      queryFn: async (): Promise<ConsumptionReport> => {
        const r = await call(api.asset[":org"].consumption.$get({ param: { org: id(orgId) }, query: { from, to } }));
        return { from: r.from, to: r.to, by_supply: r.by_supply, by_rodeo: r.by_rodeo };
      },
      placeholderData: keepPreviousData,
    }),
};

/** The report of the months `from`..`to` (/consumption), idle until an organization is selected. */
export const useConsumptionReport = (from: string, to: string) =>
  useOrgQuery((orgId) => consumptionQueries.report(orgId, from, to));

export interface ConsumptionBody {
  asset_id: number;
  quantity: number;
  date: string;
  rodeo_id?: number | null;
  lot_id?: number | null;
  detail?: string;
}

/** A consumption of one supply (POST /movement/asset-consumption, an ASSET_CONSUMPTION movement). */
export function useConsumeSupply() {
  return useQuantitiesMovement(
    async (body: ConsumptionBody, orgId) =>
      (await call(api.movement["asset-consumption"][":org"].$post({ param: { org: id(orgId) }, json: body }))).movement,
  );
}
