// Queries that need the selected organization (docs/spa-data.md): the options are built only when
// one is selected, so no screen ever asks the API about organization 0.
import {
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { queryClient } from "../lib/query/query-client";
import { selectedOrganizationIdAtom } from "../lib/session/atoms";

/** The key a query without an organization sits under: it never fetches. */
const NO_ORGANIZATION = ["no-organization"] as const;

/** The selected organization's id, or null (account screens, a user without organizations). */
export function useOrgId(): number | null {
  return useAtomValue(selectedOrganizationIdAtom);
}

/**
 * `useQuery(build(orgId))` when an organization is selected and `enabled`; otherwise an idle query
 * (no data, no request).
 */
export function useOrgQuery<TData, TKey extends QueryKey = QueryKey>(
  build: (orgId: number) => UseQueryOptions<TData, DefaultError, TData, TKey>,
  enabled = true,
): UseQueryResult<TData, DefaultError> {
  const orgId = useOrgId();
  const options =
    orgId !== null && enabled
      ? build(orgId)
      : ({ queryKey: NO_ORGANIZATION, queryFn: skipToken } as unknown as UseQueryOptions<
          TData,
          DefaultError,
          TData,
          TKey
        >);
  return useQuery(options, queryClient);
}

/** The same for paged (infinite) queries. */
export function useOrgInfiniteQuery<TPage, TKey extends QueryKey, TParam>(
  build: (orgId: number) => UseInfiniteQueryOptions<TPage, DefaultError, InfiniteData<TPage, TParam>, TKey, TParam>,
  enabled = true,
): UseInfiniteQueryResult<InfiniteData<TPage, TParam>, DefaultError> {
  const orgId = useOrgId();
  const options =
    orgId !== null && enabled
      ? build(orgId)
      : ({
          queryKey: NO_ORGANIZATION,
          queryFn: skipToken,
          initialPageParam: undefined,
        } as unknown as UseInfiniteQueryOptions<TPage, DefaultError, InfiniteData<TPage, TParam>, TKey, TParam>);
  return useInfiniteQuery(options, queryClient);
}

/** The error a write of the selected organization fails with when none is selected. */
export const NO_ORGANIZATION_MESSAGE = "Elegí un establecimiento primero";

export interface OrgMutationOptions<TData, TVars> {
  mutationFn: (vars: TVars, orgId: number) => Promise<TData>;
  /** The cache after the write: invalidate keys or apply the declared patches (docs/spa-data.md). */
  onSuccess?: (data: TData, vars: TVars, orgId: number) => unknown;
  onError?: (error: DefaultError, vars: TVars) => unknown;
}

/**
 * useMutation for a write in the selected organization: `mutationFn` and `onSuccess` receive the
 * organization selected when the write started, so a switch meanwhile cannot misplace it.
 */
export function useOrgMutation<TData, TVars = void>(
  options: OrgMutationOptions<TData, TVars>,
): UseMutationResult<TData, DefaultError, TVars, { orgId: number }> {
  const orgId = useOrgId();
  return useMutation(
    {
      onMutate: () => {
        if (orgId === null) throw new Error(NO_ORGANIZATION_MESSAGE);
        return { orgId };
      },
      mutationFn: (vars: TVars) =>
        orgId === null ? Promise.reject(new Error(NO_ORGANIZATION_MESSAGE)) : options.mutationFn(vars, orgId),
      onSuccess: (data, vars, scope) => (scope ? options.onSuccess?.(data, vars, scope.orgId) : undefined),
      onError: (error, vars) => options.onError?.(error, vars),
    },
    queryClient,
  );
}
