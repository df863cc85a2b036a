// The organization's reproductive cycles (list) and one cycle's detail, read from data/cycles.ts.
// The message table marks them stale when a cycle record or a movement of a cycle arrives.
import { cycleQueries } from "../../data/cycles";
import { useOrgQuery } from "../../data/org-query";

export const useCycles = () => useOrgQuery(cycleQueries.list);

/** The cycle at `id` (an address segment): `valid` false when it cannot be an id. */
export function useCycle(id: string | undefined) {
  const valid = !!id && /^\d{1,10}$/.test(id);
  const query = useOrgQuery((orgId) => cycleQueries.detail(orgId, Number(id)), valid);
  return { query, valid };
}
