// What the pickers offer: the selected organization's rodeos (with their stock), categories, lots
// and reproductive cycles, from the shared caches (cycles, not cached globally, fetched here).
import type { Cycle } from "@shared/herd-types";
import { cycleQueries } from "../../data/cycles";
import { useOrgId, useOrgQuery } from "../../data/org-query";
import { useCategories } from "../../data/categories";
import { useLots } from "../../data/lots";
import { useRodeos } from "../../data/rodeos";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];

export function useFormOptions(withCycles: boolean) {
  const orgId = useOrgId();
  const rodeos = useRodeos();
  const categories = useCategories();
  const lots = useLots();
  const cycleList = useOrgQuery(cycleQueries.list, withCycles);
  const cycles: Cycle[] = (withCycles && cycleList.data) || [];

  return {
    orgId,
    rodeos: rodeos.data ?? NONE,
    categories: categories.data ?? NONE,
    lots: lots.data ?? NONE,
    cycles,
    loaded: rodeos.data !== undefined && categories.data !== undefined,
  };
}

export type FormOptions = ReturnType<typeof useFormOptions>;
