// The organization's rodeos (docs/spa-data.md): the list the live socket patches, a rodeo's
// movements (paged) and weighings, and the structure writes (create, edit, move, delete).
import { dailyWeightGain, weighingsByDay, type DailyGain, type Weighing } from "@shared/daily-gain";
import type { Movement } from "@shared/herd-types";
import {
  queryOptions,
  useMutation,
  type DefaultError,
  type InfiniteData,
  type UseInfiniteQueryOptions,
} from "@tanstack/react-query";
import { useMemo } from "react";
import { api, call, id } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { removeById, upsertById } from "../lib/store/list";
import type { StoreRodeo } from "../lib/store/types";
import { createRodeo, deleteRodeo, editRodeo, type RodeoInput } from "./api/rodeo-api";
import { applyPatches } from "./live/apply-live-message";
import { patch } from "./live/live-effect";
import { lotKeys } from "./lots";
import { useOrgInfiniteQuery, useOrgQuery } from "./org-query";

export const rodeoKeys = {
  /** The rodeos list the live socket patches. */
  list: (orgId: number) => ["org", orgId, "rodeos"] as const,
  /** Every rodeo's movement pages (a movement known only by id may concern any of them). */
  allMovements: (orgId: number) => ["org", orgId, "rodeo-movements"] as const,
  movements: (orgId: number, rodeoId: number) => ["org", orgId, "rodeo-movements", rodeoId] as const,
  allDailyGain: (orgId: number) => ["org", orgId, "daily-gain"] as const,
  dailyGain: (orgId: number, rodeoId: number) => ["org", orgId, "daily-gain", rodeoId] as const,
};

export const RODEO_MOVEMENTS_PAGE = 20;

const rodeoPage = (orgId: number, rodeoId: number, cursor?: string) =>
  call(
    api.movement.rodeo[":org"][":rodeoId"].$get({
      param: { org: id(orgId), rodeoId: id(rodeoId) },
      query: { limit: String(RODEO_MOVEMENTS_PAGE), cursor },
    }),
  );

type RodeoPage = Awaited<ReturnType<typeof rodeoPage>>;
type Cursor = string | undefined;
type RodeoMovementsOptions = UseInfiniteQueryOptions<
  RodeoPage,
  DefaultError,
  InfiniteData<RodeoPage, Cursor>,
  ReturnType<typeof rodeoKeys.movements>,
  Cursor
>;

export const rodeoQueries = {
  /** Patched by the socket, so time never makes it stale. */
  list: (orgId: number) =>
    queryOptions({
      queryKey: rodeoKeys.list(orgId),
      queryFn: () => call(api.rodeo[":org"].$get({ param: { org: id(orgId) } })).then((r): StoreRodeo[] => r.rodeos),
      staleTime: Infinity,
    }),
  /** GET /movement/rodeo/{org}/{rodeoId}, newest first, "load more" by cursor. */
  movements: (orgId: number, rodeoId: number): RodeoMovementsOptions => ({
    queryKey: rodeoKeys.movements(orgId, rodeoId),
    queryFn: ({ pageParam }) => rodeoPage(orgId, rodeoId, pageParam),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  }),
  /** GET /api/rodeo/daily-weight-gain/{org}/{rodeoId}: the raw weighings. */
  dailyGain: (orgId: number, rodeoId: number) =>
    queryOptions({
      queryKey: rodeoKeys.dailyGain(orgId, rodeoId),
      queryFn: () =>
        call(
          api.rodeo["daily-weight-gain"][":org"][":rodeoId"].$get({ param: { org: id(orgId), rodeoId: id(rodeoId) } }),
        ).then((res): Weighing[] => res.weighings),
    }),
};

/** A change of the cached rodeos list (message table and this user's writes). */
export const rodeosPatch = (orgId: number, update: (items: StoreRodeo[]) => StoreRodeo[]) =>
  patch<StoreRodeo[]>(rodeoKeys.list(orgId), update);

/** The selected organization's rodeos. */
export const useRodeos = () => useOrgQuery(rodeoQueries.list);

/** A rodeo's movements, one list across the loaded pages (a movement on two pages shows once). */
export function useRodeoMovements(rodeoId: number) {
  const query = useOrgInfiniteQuery((orgId) => rodeoQueries.movements(orgId, rodeoId), Number.isInteger(rodeoId));
  const items = useMemo(() => {
    if (!query.data) return undefined;
    const seen = new Set<number>();
    const list: Movement[] = [];
    for (const page of query.data.pages) {
      for (const m of page.movements) {
        if (seen.has(m.id)) continue;
        seen.add(m.id);
        list.push(m);
      }
    }
    return list;
  }, [query.data]);
  return { query, items };
}

export interface WeightSeries {
  weighings: Weighing[];
  /** kg per day from the previous weighing to each weighing; null for the first. */
  gains: Array<number | null>;
  gain: DailyGain;
}

/**
 * The client sorts the weighings by date and derives the figures itself, with
 * the same shared function the API uses, so both always agree.
 */
export function weightSeries(rodeo: { id: number; name: string }, raw: ReadonlyArray<Weighing>): WeightSeries {
  const weighings = weighingsByDay(raw);
  const gains = weighings.map((w, i) =>
    i === 0 ? null : dailyWeightGain(rodeo, [weighings[i - 1]!, w]).daily_weight_gain,
  );
  return { weighings, gains, gain: dailyWeightGain(rodeo, weighings) };
}

/** A rodeo's weighings and daily gain (null until loaded). */
export function useDailyGain(rodeo: { id: number; name: string } | null) {
  const rodeoId = rodeo?.id;
  const rodeoName = rodeo?.name ?? "";
  const query = useOrgQuery((orgId) => rodeoQueries.dailyGain(orgId, rodeoId ?? 0), rodeoId !== undefined);
  const weighings = query.data;
  const data = useMemo(
    () => (weighings && rodeoId !== undefined ? weightSeries({ id: rodeoId, name: rodeoName }, weighings) : null),
    [weighings, rodeoId, rodeoName],
  );
  return { query, data };
}

const rodeoSaved = (orgId: number, rodeo: StoreRodeo, lotMoved: boolean) => {
  applyPatches(queryClient, [rodeosPatch(orgId, (items) => upsertById(items, rodeo))]);
  // The lot now shows (or no longer shows) this rodeo and its head.
  if (lotMoved) void queryClient.invalidateQueries({ queryKey: lotKeys.list(orgId) });
};

export function useCreateRodeo() {
  return useMutation(
    {
      mutationFn: ({ orgId, input }: { orgId: number; input: RodeoInput }) => createRodeo(orgId, input),
      onSuccess: (rodeo, { orgId, input }) => rodeoSaved(orgId, rodeo, !!input.lot_id),
    },
    queryClient,
  );
}

/** Edits a rodeo's name or moves it to another lot (lot_id). */
export function useEditRodeo() {
  return useMutation(
    {
      mutationFn: ({
        orgId,
        rodeoId,
        input,
      }: {
        orgId: number;
        rodeoId: number;
        input: { name?: string; lot_id?: number | null };
      }) => editRodeo(orgId, rodeoId, input),
      onSuccess: (rodeo, { orgId, input }) => rodeoSaved(orgId, rodeo, input.lot_id !== undefined),
    },
    queryClient,
  );
}

export function useDeleteRodeo() {
  return useMutation(
    {
      mutationFn: ({ orgId, rodeoId }: { orgId: number; rodeoId: number }) => deleteRodeo(orgId, rodeoId),
      onSuccess: (_a, { orgId, rodeoId }) =>
        applyPatches(queryClient, [rodeosPatch(orgId, (items) => removeById(items, rodeoId))]),
    },
    queryClient,
  );
}
