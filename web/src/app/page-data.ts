// What each page of the app shows first (docs/spa-data.md), started by its route's loader. A page not
// listed here still gets the shell's chunk started early.
import type { FetchQueryOptions } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import { queryClient } from "../lib/query/query-client";
import { categoryQueries } from "../data/categories";
import { dashboardQueries } from "../data/dashboard";
import { fieldQueries } from "../data/fields";
import { lotQueries } from "../data/lots";
import { rodeoQueries } from "../data/rodeos";
import { animalQueries } from "../data/animals";
import { animalFiltersOf, tagFiltersOf } from "../data/api/animals-api";
import { movementQueries } from "../data/movements";
import { supplyQueries } from "../data/supplies";
import { whatsappTemplateQueries } from "../data/whatsapp-templates";

// Each factory's data type is checked where it is built; here they are only handed to the cache.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Prefetch = FetchQueryOptions<any, any, any, any>;

type PageQueries = (orgId: number | null, params: Params, search: URLSearchParams) => Prefetch[];

/** A page of the selected organization: nothing to start without one. */
const inOrg =
  (queries: (orgId: number, params: Params, search: URLSearchParams) => Prefetch[]): PageQueries =>
  (orgId, params, search) =>
    orgId === null ? [] : queries(orgId, params, search);

/** A route parameter that is an id, or null (the page shows its "not found" state). */
export function idParam(params: Params, name: string): number | null {
  const raw = params[name];
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

const pages = {
  // The categories name the herd card's counts ("3 vaquillonas"); boot asks for both early (boot.ts).
  dashboard: inOrg((orgId) => [dashboardQueries.summary(orgId), categoryQueries.list(orgId)]),
  fields: inOrg((orgId) => [lotQueries.list(orgId)]),
  supplies: inOrg((orgId) => [supplyQueries.list(orgId)]),
  supplyDetail: inOrg((orgId) => [supplyQueries.list(orgId)]),
  createSupply: inOrg((orgId) => [supplyQueries.list(orgId)]),
  movements: inOrg((orgId) => [movementQueries.log(orgId), rodeoQueries.list(orgId)]),
  movementDetail: inOrg((orgId) => [rodeoQueries.list(orgId)]),
  rodeos: inOrg((orgId) => [rodeoQueries.list(orgId), categoryQueries.list(orgId)]),
  rodeoDetail: inOrg((orgId) => [rodeoQueries.list(orgId), categoryQueries.list(orgId)]),
  // The list's first page under the URL's filters, with the names its filters choose from.
  animals: inOrg((orgId, _params, search) => [
    animalQueries.list(orgId, animalFiltersOf(search)),
    rodeoQueries.list(orgId),
    categoryQueries.list(orgId),
  ]),
  animalDetail: inOrg((orgId, params) => {
    const animalId = idParam(params, "id");
    return animalId === null ? [] : [animalQueries.detail(orgId, animalId)];
  }),
  animalFlow: inOrg((orgId) => [rodeoQueries.list(orgId), categoryQueries.list(orgId)]),
  animalTags: inOrg((orgId, _params, search) => [animalQueries.tags(orgId, tagFiltersOf(search))]),
  lots: inOrg((orgId) => [lotQueries.list(orgId)]),
  // The boundaries come with both lists (docs/map.md).
  map: inOrg((orgId) => [lotQueries.list(orgId), fieldQueries.list(orgId)]),
  lotDetail: inOrg((orgId) => [lotQueries.list(orgId), rodeoQueries.list(orgId)]),
  lotEdit: inOrg((orgId) => [lotQueries.list(orgId)]),
  // The lots and fields a shape may be assigned to.
  boundaryImport: inOrg((orgId) => [lotQueries.list(orgId), fieldQueries.list(orgId)]),
  consumption: inOrg((orgId) => [supplyQueries.list(orgId), rodeoQueries.list(orgId)]),
  // Platform data (super admins), not an organization's.
  whatsappTemplates: () => [whatsappTemplateQueries.list()],
  other: () => [],
} satisfies Record<string, PageQueries>;

export type PageName = keyof typeof pages;

export function prefetchPage(
  page: PageName,
  orgId: number | null,
  params: Params,
  search: URLSearchParams = new URLSearchParams(),
): void {
  for (const options of pages[page](orgId, params, search)) void queryClient.prefetchQuery(options);
}
