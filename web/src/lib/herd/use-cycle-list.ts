// The organization's reproductive cycles as one shared query (cycles screen, rodeo page, pickers).
import { api, call, id } from "../api/client";
import { useAppQuery } from "../query/query-client";
import { queryKeys } from "../query/query-keys";

export const fetchCycleList = (orgId: number) =>
  call(api["reproductive-cycle"][":org"].$get({ param: { org: id(orgId) } })).then((r) => r.cycles);

/** `orgId` null: nothing is fetched. */
export function useCycleList(orgId: number | null, enabled = true) {
  return useAppQuery({
    queryKey: queryKeys.cycles(orgId ?? 0),
    queryFn: () => fetchCycleList(orgId!),
    enabled: enabled && orgId !== null,
  });
}
