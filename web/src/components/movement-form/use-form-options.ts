// What the pickers offer: the selected organization's rodeos (with their stock), categories, lots
// and reproductive cycles, from the shared caches (cycles, not cached globally, fetched here).
import type { Cycle } from "@shared/herd-types";
import { cycleQueries } from "../../data/cycles";
import { useOrgId, useOrgQuery } from "../../data/org-query";
import { useCategories, useLots, useRodeos } from "../../lib/store";

export function useFormOptions(withCycles: boolean) {
  const orgId = useOrgId();
  const rodeos = useRodeos();
  const categories = useCategories();
  const lots = useLots();
  const cycleList = useOrgQuery(cycleQueries.list, withCycles);
  const cycles: Cycle[] = (withCycles && cycleList.data) || [];

  return {
    orgId,
    // The cache hooks type their items loosely; these are the herd API's shapes.
    rodeos: rodeos.items,
    categories: categories.items,
    lots: lots.items,
    cycles,
    loaded: rodeos.loaded && categories.loaded,
  };
}

export type FormOptions = ReturnType<typeof useFormOptions>;
