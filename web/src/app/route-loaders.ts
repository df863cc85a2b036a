// Route loaders (docs/spa-data.md): each asks the query cache for what its page shows first, so the
// page's chunk and its data travel in parallel, and a page seen before renders its cached data at
// once. They never wait for the network: the page shows placeholders of the final size meanwhile.
import type { FetchQueryOptions, QueryKey } from "@tanstack/react-query";
import type { LoaderFunction, Params } from "react-router-dom";
import { queryClient } from "../lib/query/query-client";
import { appStore, selectedOrganizationIdAtom } from "../lib/session";
import { sessionTokenStore } from "../lib/session/token-store";
import { preloadAppShell } from "./shell/lazy-app-shell";

// Each factory's own data type is checked where it is built; here they are only handed to the cache.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Prefetch = FetchQueryOptions<any, any, any, QueryKey>;

/** A page of the app: the shell's chunk starts too (it wraps every page). */
export function appLoader(): LoaderFunction {
  return () => {
    if (sessionTokenStore.getToken()) void preloadAppShell();
    return null;
  };
}

/** A page of the selected organization: its first data, with the shell's chunk. */
export function orgLoader(prefetch: (orgId: number, params: Params) => Prefetch[]): LoaderFunction {
  return ({ params }) => {
    if (!sessionTokenStore.getToken()) return null;
    void preloadAppShell();
    const orgId = appStore.get(selectedOrganizationIdAtom);
    if (orgId !== null) for (const options of prefetch(orgId, params)) void queryClient.prefetchQuery(options);
    return null;
  };
}

/** A route parameter that is an id, or null (the page shows its "not found" state). */
export function idParam(params: Params, name: string): number | null {
  const raw = params[name];
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}
