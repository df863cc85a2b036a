// What one live message does to the query cache (docs/spa-data.md): patches written into the
// entries that hold data, and keys marked stale (fetched again now if a screen shows them, else
// when one does). Plus, for the organization list, a session refetch.
import type { QueryFilters, QueryKey } from "@tanstack/react-query";

/** An update of every cached entry under `key` (a prefix) that holds data. */
export interface CachePatch {
  key: QueryKey;
  update: (data: never) => unknown;
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
  update: update as (data: never) => unknown,
});

export const NOTHING: LiveEffect = {};
