// The app's query cache (TanStack Query): server data the screens read lives here, cleared when
// the session ends and narrowed to the selected organization when it changes.
import {
  QueryClient,
  useMutation,
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from "@tanstack/react-query";
import { selectedOrganizationIdAtom } from "../session/atoms";
import { appStore } from "../session/jotai-store";
import { onSessionEnd } from "../session/session-events";

export const queryClient = new QueryClient({
  defaultOptions: {
    // Errors reach the screen at once (docs/client-rules.md messages); live messages keep data current.
    queries: { retry: false, refetchOnWindowFocus: false },
    // Writes run without signal too: the movement writes keep themselves in the offline outbox, and the
    // others fail with their own message. (TanStack's default would pause them until the device is online.)
    mutations: { networkMode: "always" },
  },
});

/** useQuery on the app's client (no provider needed, so components render alone in tests). */
export function useAppQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) {
  return useQuery(options, queryClient);
}

/** useMutation on the app's client: an action's pending state and error in one place. */
export function useAppMutation<T, V = void>(options: UseMutationOptions<T, Error, V>) {
  return useMutation(options, queryClient);
}

/** Drops what belongs to organizations other than `orgId` (all of it when none is selected). */
export function keepOnlyOrganization(orgId: number | null, client: QueryClient = queryClient): void {
  client.removeQueries({ predicate: (q) => q.queryKey[0] === "org" && q.queryKey[1] !== orgId });
}

onSessionEnd(() => queryClient.clear());
appStore.sub(selectedOrganizationIdAtom, () => keepOnlyOrganization(appStore.get(selectedOrganizationIdAtom)));
