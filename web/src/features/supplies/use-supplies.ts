// Query hooks of the supplies screens (docs/spa-data.md): each is idle until an organization is
// selected. The unfiltered list is the live one (patched by the socket); everything else is asked of
// the server and fetched again when a supply changes (data/supplies.ts).
import { useMemo } from "react";
import { useOrgInfiniteQuery, useOrgQuery } from "../../data/org-query";
import { hasFilters, supplyQueries, type SupplyFilters } from "../../data/supplies";

/** The supplies under `filters` (the live list itself when there are none). */
export function useSupplies(filters: SupplyFilters) {
  const filtered = hasFilters(filters);
  const all = useOrgQuery(supplyQueries.list);
  const some = useOrgQuery((orgId) => supplyQueries.filtered(orgId, filters), filtered);
  return filtered ? some : all;
}

/** Supplies below their minimum (dashboard card). */
export const useLowSupplies = () => useOrgQuery(supplyQueries.low);

export const useWithdrawals = () => useOrgQuery(supplyQueries.withdrawals);

/** A supply's pages of movements, and the first page's supply and quantity curve. */
export function useSupplyDetail(supplyId: number) {
  const query = useOrgInfiniteQuery((orgId) => supplyQueries.detail(orgId, supplyId));
  const pages = query.data?.pages;
  const movements = useMemo(() => {
    const seen = new Set<number>();
    return (pages ?? []).flatMap((p) => p.movements).filter((m) => !seen.has(m.id) && !!seen.add(m.id));
  }, [pages]);
  const first = pages?.[0];
  return { query, supply: first?.asset ?? null, series: first?.series ?? [], movements };
}
