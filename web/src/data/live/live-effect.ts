// What one live message does to the query cache (docs/spa-data.md): patches written into the
// entries that hold data, and keys marked stale (fetched again now if a screen shows them, else
// when one does). Plus, for the organization list, a session refetch.
import type { QueryClient, QueryFilters, QueryKey } from "@tanstack/react-query";

/** An update of every cached entry under `key` (a prefix) that holds data. */
export interface CachePatch {
  key: QueryKey;
  /**
   * Writes the update into each of those entries, typed where the patch was made (patch<T>), and calls
   * `written` after each, so a list of patches of different resources needs no cast.
   */
  writeInto: (client: QueryClient, written: (queryKey: QueryKey) => void) => void;
}

export interface LiveEffect {
  patch?: CachePatch[];
  /** Prefixes (or filters) of the entries to fetch again. */
  invalidate?: Array<QueryKey | QueryFilters>;
  /** The organization list changed (renamed, members or roles): the session reads it again. */
  refetchOrganizations?: boolean;
}

/** A typed patch: `update` receives the entry's data as the resource module caches it. */
export const patch = <T>(key: QueryKey, update: (data: T) => T): CachePatch => ({
  key,
  writeInto: (client, written) => {
    for (const [queryKey, data] of client.getQueriesData<T>({ queryKey: key })) {
      if (data === undefined) continue;
      client.setQueryData<T>(queryKey, update(data));
      written(queryKey);
    }
  },
});

export const NOTHING: LiveEffect = {};
