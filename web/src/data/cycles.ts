// The reproductive cycles (docs/spa-data.md): the organization's list (cycles screen, rodeo page,
// the movement form's picker) and one cycle's detail with its KPIs and records. Both are
// computed by the server from the cycle records and the movements of a cycle, so the message
// table marks them stale when such a movement arrives; this user's writes do the same.
import type { Cycle } from "@shared/herd-types";
import { queryOptions } from "@tanstack/react-query";
import { api, call, id } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { useOrgMutation } from "./org-query";

export interface CycleInput {
  rodeo_id: number;
  name: string;
  service_start: string;
  service_end?: string | null;
  method: Cycle["method"];
  females_exposed: number;
  bulls: number;
}

export const cycleKeys = {
  /** The list and every detail (one invalidation reaches both). */
  all: (orgId: number) => ["org", orgId, "cycles"] as const,
  /** The list sits at the prefix itself: its key is all(orgId). */
  list: (orgId: number) => ["org", orgId, "cycles"] as const,
  detail: (orgId: number, cycleId: number) => ["org", orgId, "cycles", String(cycleId)] as const,
};

export const fetchCycleList = (orgId: number) =>
  call(api["reproductive-cycle"][":org"].$get({ param: { org: id(orgId) } })).then((r) => r.cycles);

export const fetchCycle = (orgId: number, cycleId: number) =>
  call(api["reproductive-cycle"][":org"][":id"].$get({ param: { org: id(orgId), id: id(cycleId) } })).then(
    (r) => r.cycle,
  );

export const cycleQueries = {
  list: (orgId: number) => queryOptions({ queryKey: cycleKeys.list(orgId), queryFn: () => fetchCycleList(orgId) }),
  detail: (orgId: number, cycleId: number) =>
    queryOptions({ queryKey: cycleKeys.detail(orgId, cycleId), queryFn: () => fetchCycle(orgId, cycleId) }),
};

const invalidateCycles = (orgId: number) => queryClient.invalidateQueries({ queryKey: cycleKeys.all(orgId) });

export interface CycleSave {
  /** The cycle being edited; without it, a new one. */
  cycleId?: number | null;
  body: CycleInput;
}

/** Creates or edits a cycle; the list and the details are fetched again. */
export function useSaveCycle() {
  return useOrgMutation({
    mutationFn: ({ cycleId, body }: CycleSave, orgId) =>
      cycleId
        ? call(
            api["reproductive-cycle"][":org"][":id"].$put({ param: { org: id(orgId), id: id(cycleId) }, json: body }),
          ).then((r) => r.cycle)
        : call(api["reproductive-cycle"][":org"].$post({ param: { org: id(orgId) }, json: body })).then((r) => r.cycle),
    onSuccess: (_cycle, _vars, orgId) => invalidateCycles(orgId),
  });
}

export function useDeleteCycle() {
  return useOrgMutation({
    mutationFn: (cycleId: number, orgId) =>
      call(api["reproductive-cycle"][":org"][":id"].$delete({ param: { org: id(orgId), id: id(cycleId) } })),
    // The deleted cycle's detail is left to go: the page navigates away.
    onSuccess: (_answer, cycleId, orgId) => {
      queryClient.removeQueries({ queryKey: cycleKeys.detail(orgId, cycleId) });
      return queryClient.invalidateQueries({ queryKey: cycleKeys.list(orgId), exact: true });
    },
  });
}
