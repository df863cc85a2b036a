// The whole-resource read of a resource module (docs/spa-data.md): its key, ["org", orgId, name], and its
// queryOptions factory come from one place, so the module's keys and queries cannot drift apart.
import { queryOptions, type QueryFunctionContext } from "@tanstack/react-query";

export type OrgKey<N extends string> = readonly ["org", number, N];

export function orgRead<const N extends string, T>(
  name: N,
  fetch: (orgId: number, context: QueryFunctionContext<OrgKey<N>>) => Promise<T>,
  options: { staleTime?: number } = {},
) {
  const key = (orgId: number): OrgKey<N> => ["org", orgId, name];
  const query = (orgId: number) =>
    queryOptions({ queryKey: key(orgId), queryFn: (context) => fetch(orgId, context), ...options });
  return { key, query };
}
