// Hooks the screens read the herd lists with: the selected organization's entries of the query
// cache, fetched on first use (one request however many screens ask) and then kept current by
// the live socket (web/src/lib/live).
import type { QueryKey, UseQueryOptions, UseQueryResult } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useCallback } from "react";
import { useAppQuery } from "../query/query-client";
import { selectedOrganizationIdAtom } from "../session/atoms";
import { categoriesQuery, lotsQuery, rodeosQuery } from "./herd-queries";

export interface CacheView<T> {
  items: T[];
  loaded: boolean;
  error: unknown;
  reload: () => Promise<unknown>;
  /** When the list was last written (fetched, or patched by a live message); 0 before. */
  updatedAt: number;
}

/** One empty list for every view still loading, so effects keyed on `items` do not rerun per render. */
const NOTHING: never[] = [];

function useHerdQuery<T>(options: (orgId: number) => UseQueryOptions<T, Error, T, QueryKey>) {
  const orgId = useAtomValue(selectedOrganizationIdAtom);
  return useAppQuery({ ...options(orgId ?? 0), enabled: orgId !== null });
}

function useView<T, I>(query: UseQueryResult<T, Error>, items: (data: T) => I[]): CacheView<I> {
  const { refetch, data } = query;
  const reload = useCallback(() => refetch(), [refetch]);
  return {
    items: data === undefined ? NOTHING : items(data),
    loaded: data !== undefined,
    error: query.error,
    reload,
    updatedAt: query.dataUpdatedAt,
  };
}

const whole = <T>(list: T[]) => list;

export const useLots = () => useView(useHerdQuery(lotsQuery), whole);
export const useCategories = () => useView(useHerdQuery(categoriesQuery), whole);
export const useRodeos = () => useView(useHerdQuery(rodeosQuery), whole);
