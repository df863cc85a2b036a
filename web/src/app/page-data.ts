// What each page of the app shows first (docs/spa-data.md), started by its route's loader. A page not
// listed here still gets the shell's chunk started early.
import type { FetchQueryOptions, QueryKey } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import { queryClient } from "../lib/query/query-client";
import { categoryQueries } from "../data/categories";
import { lotQueries } from "../data/lots";
import { rodeoQueries } from "../data/rodeos";
import { assetsQuery, lastMovementsQuery, movementLogQuery } from "../lib/store";

// Each factory's data type is checked where it is built; here they are only handed to the cache.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Prefetch = FetchQueryOptions<any, any, any, QueryKey>;

type PageQueries = (orgId: number | null, params: Params) => Prefetch[];

/** A page of the selected organization: nothing to start without one. */
const inOrg =
  (queries: (orgId: number, params: Params) => Prefetch[]): PageQueries =>
  (orgId, params) =>
    orgId === null ? [] : queries(orgId, params);

/** A route parameter that is an id, or null (the page shows its "not found" state). */
export function idParam(params: Params, name: string): number | null {
  const raw = params[name];
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

const pages = {
  dashboard: inOrg((orgId) => [rodeoQueries.list(orgId), lotQueries.list(orgId), lastMovementsQuery(orgId)]),
  fields: inOrg((orgId) => [lotQueries.list(orgId)]),
  stock: inOrg((orgId) => [assetsQuery(orgId)]),
  stockDetail: inOrg((orgId) => [assetsQuery(orgId)]),
  createStock: inOrg((orgId) => [assetsQuery(orgId)]),
  movements: inOrg((orgId) => [movementLogQuery(orgId), rodeoQueries.list(orgId)]),
  movementDetail: inOrg((orgId) => [rodeoQueries.list(orgId)]),
  rodeos: inOrg((orgId) => [rodeoQueries.list(orgId), categoryQueries.list(orgId)]),
  rodeoDetail: inOrg((orgId) => [rodeoQueries.list(orgId), categoryQueries.list(orgId)]),
  lots: inOrg((orgId) => [lotQueries.list(orgId)]),
  lotDetail: inOrg((orgId) => [lotQueries.list(orgId), rodeoQueries.list(orgId)]),
  lotEdit: inOrg((orgId) => [lotQueries.list(orgId)]),
  consumption: inOrg((orgId) => [assetsQuery(orgId), rodeoQueries.list(orgId)]),
  other: () => [],
} satisfies Record<string, PageQueries>;

export type PageName = keyof typeof pages;

export function prefetchPage(page: PageName, orgId: number | null, params: Params): void {
  for (const options of pages[page](orgId, params)) void queryClient.prefetchQuery(options);
}
