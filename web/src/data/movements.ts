// The movements (docs/spa-data.md): the shared live log (pages loaded so far), the last 10, the
// log under filters, one movement's detail and the rain records. The socket and this user's writes
// change the log and the last 10 through the patches below; the filtered lists, the details and
// the rain are fetched again (the message table marks them stale). Pure list updates live in
// movement-lists.ts, the optimistic buy and sell in movement-trades.ts.
import type { Movement, MovementPage } from "@shared/herd-types";
import { queryOptions, useMutation, type QueryKey } from "@tanstack/react-query";
import {
  EXPORT_PAGE_SIZE,
  fetchMovement,
  fetchMovementPage,
  deleteMovement,
  type MovementFilters,
  type RainRecord,
} from "./api/movements-api";
import { api, call, id } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { dedupeById } from "../lib/store/list";
import type { PagedLog, StoreMovement } from "../lib/store/types";
import { saveMovement, type SaveInput } from "../components/movement-form/save-movement";
import { applyPatches } from "./live/apply-live-message";
import { cycleKeys } from "./cycles";
import { patch, type CachePatch } from "./live/live-effect";
import {
  compareMovements,
  inLog,
  LAST_MOVEMENTS_CAP,
  movementIntoLast,
  movementIntoLog,
  movementRemovedFrom,
  movementUpdatedIn,
  optimisticInto,
  pageAppended,
} from "./movement-lists";
import { useOrgMutation, useOrgQuery } from "./org-query";

/** Movements per page of the log. */
export const MOVEMENTS_PAGE_SIZE = 50;

export type FilteredLog = PagedLog<Movement>;

export const movementKeys = {
  /** The unfiltered log: the loaded pages as one list and the next page's cursor. */
  log: (orgId: number) => ["org", orgId, "movement-log"] as const,
  last: (orgId: number) => ["org", orgId, "last-movements"] as const,
  /** Every filtered log of the organization (the message table marks them stale). */
  filteredAll: (orgId: number) => ["org", orgId, "filtered-movement-log"] as const,
  filtered: (orgId: number, filters: object) => ["org", orgId, "filtered-movement-log", filters] as const,
  details: (orgId: number) => ["org", orgId, "movement"] as const,
  /** The id as the message table writes it (String(movement.id)), whatever the address said. */
  detail: (orgId: number, movementId: number) => ["org", orgId, "movement", String(movementId)] as const,
  rainAll: (orgId: number) => ["org", orgId, "rain"] as const,
  rain: (orgId: number, from: string) => ["org", orgId, "rain", from] as const,
};

/** How many of a lot's movements its card on the map shows. */
export const LOT_LAST_MOVEMENTS = 3;

/** The log and the last 10 are patched live, so time never makes them stale (a reconnect does). */
const LIVE = { staleTime: Infinity } as const;

/** Optimistic records still waiting for their answer: a refetch keeps them. */
const pendingIn = (items: readonly StoreMovement[] | undefined) =>
  (items ?? []).filter((m) => m.isOptimistic && m.id < 0);

const fetchLogPage = (orgId: number, cursor?: string) =>
  call(
    api.movement.all[":org"].$get({
      param: { org: id(orgId) },
      query: { limit: String(MOVEMENTS_PAGE_SIZE), cursor },
    }),
  );

/** Two years of daily rain records are ~730; a bound keeps a runaway log from looping forever. */
const MAX_RAIN_PAGES = 4;

/** RAIN movements since `from`, read in pages of 500. */
export async function fetchRain(orgId: number, from: string): Promise<RainRecord[]> {
  const records: RainRecord[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_RAIN_PAGES; page++) {
    const query = { type: "RAIN", from, limit: "500", cursor: cursor ?? undefined };
    const res: MovementPage = await call(api.movement.all[":org"].$get({ param: { org: id(orgId) }, query }));
    for (const m of res.movements) {
      const mm = Number(m.data?.mm);
      if (Number.isFinite(mm)) records.push({ date: m.date, mm });
    }
    cursor = res.next_cursor;
    if (!cursor) break;
  }
  return records;
}

export const movementQueries = {
  /** The first page of the log: a refetch drops the older pages (loaded again by scrolling). */
  log: (orgId: number) =>
    queryOptions({
      queryKey: movementKeys.log(orgId),
      queryFn: async ({ client }): Promise<PagedLog<StoreMovement>> => {
        const { movements, next_cursor } = await fetchLogPage(orgId);
        const pending = pendingIn(client.getQueryData<PagedLog<StoreMovement>>(movementKeys.log(orgId))?.items);
        return {
          items: dedupeById([...pending, ...movements]).sort(compareMovements),
          nextCursor: next_cursor ?? null,
        };
      },
      ...LIVE,
    }),
  last: (orgId: number) =>
    queryOptions({
      queryKey: movementKeys.last(orgId),
      queryFn: async ({ client }): Promise<StoreMovement[]> => {
        const { movements } = await call(api.movement["last-10"][":org"].$get({ param: { org: id(orgId) } }));
        const pending = pendingIn(client.getQueryData<StoreMovement[]>(movementKeys.last(orgId)));
        return dedupeById([...pending, ...movements])
          .sort(compareMovements)
          .slice(0, LAST_MOVEMENTS_CAP);
      },
      ...LIVE,
    }),
  /**
   * The log under filters: the first page, then the pages scrolled to. A refetch brings back what
   * is shown in one request (up to the API's largest page), so a live change does not shrink it.
   */
  filtered: (orgId: number, filters: MovementFilters) =>
    queryOptions({
      queryKey: movementKeys.filtered(orgId, filters),
      queryFn: async ({ client, queryKey }): Promise<FilteredLog> => {
        const shown = client.getQueryData<FilteredLog>(queryKey)?.items.length ?? 0;
        const limit = Math.min(EXPORT_PAGE_SIZE, Math.max(MOVEMENTS_PAGE_SIZE, shown));
        const page = await fetchMovementPage(orgId, filters, limit);
        return { items: page.movements, nextCursor: page.next_cursor };
      },
    }),
  detail: (orgId: number, movementId: number) =>
    queryOptions({ queryKey: movementKeys.detail(orgId, movementId), queryFn: () => fetchMovement(movementId) }),
  /**
   * A lot's last movements (its rodeos' and its own: rain, deaths), for the map's lot card. Under the filtered
   * logs' key, so every live change of the log marks it stale like them.
   */
  lotLast: (orgId: number, lotId: number) =>
    queryOptions({
      queryKey: movementKeys.filtered(orgId, { lot: lotId, last: LOT_LAST_MOVEMENTS }),
      queryFn: async () => {
        const filters = { type: null, rodeo: null, lot: lotId, from: null, to: null };
        return (await fetchMovementPage(orgId, filters, LOT_LAST_MOVEMENTS)).movements;
      },
    }),
  /** The dashboard's rain: RAIN records since `from` (January 1st of last year). */
  rain: (orgId: number, from: string) =>
    queryOptions({ queryKey: movementKeys.rain(orgId, from), queryFn: () => fetchRain(orgId, from) }),
};

type Log = PagedLog<StoreMovement>;

/** Pure updates of the cached movement lists, used by the message table and by this user's writes. */
export const movementPatches = {
  /** A server movement: into the log and the last 10, in place of `replaceTempId` or its optimistic twin. */
  placed: (orgId: number, movement: StoreMovement, replaceTempId?: number): CachePatch[] => [
    patch<Log>(movementKeys.log(orgId), (l) => movementIntoLog(l, movement, replaceTempId)),
    patch<StoreMovement[]>(movementKeys.last(orgId), (l) => movementIntoLast(l, movement, replaceTempId)),
  ],
  /** Several server movements (a batch): one update of each list. */
  placedMany: (orgId: number, movements: readonly StoreMovement[]): CachePatch[] => [
    patch<Log>(movementKeys.log(orgId), (l) => movements.reduce((log, m) => movementIntoLog(log, m), l)),
    patch<StoreMovement[]>(movementKeys.last(orgId), (l) =>
      movements.reduce((list, m) => movementIntoLast(list, m), l),
    ),
  ],
  /** An edited movement: the lists that show it, and its detail. */
  updated: (orgId: number, movement: StoreMovement): CachePatch[] => [
    patch<Log>(movementKeys.log(orgId), (l) => inLog(l, (items) => movementUpdatedIn(items, movement))),
    patch<StoreMovement[]>(movementKeys.last(orgId), (l) => movementUpdatedIn(l, movement)),
    patch<Movement>(movementKeys.detail(orgId, movement.id), () => movement),
  ],
  removed: (orgId: number, movementId: number): CachePatch[] => [
    patch<Log>(movementKeys.log(orgId), (l) => inLog(l, (items) => movementRemovedFrom(items, movementId))),
    patch<StoreMovement[]>(movementKeys.last(orgId), (l) => movementRemovedFrom(l, movementId)),
  ],
  /** A record shown before the server answered (negative id), at the top of its day. */
  optimistic: (orgId: number, draft: StoreMovement): CachePatch[] => [
    patch<Log>(movementKeys.log(orgId), (l) => inLog(l, (items) => optimisticInto(items, draft))),
    patch<StoreMovement[]>(movementKeys.last(orgId), (l) => optimisticInto(l, draft, LAST_MOVEMENTS_CAP)),
  ],
  /** The page that follows `cursor`, appended to the log (dropped when the log was reloaded meanwhile). */
  logPage: (orgId: number, cursor: string, page: { movements: StoreMovement[]; next_cursor: string | null }) =>
    patch<Log>(movementKeys.log(orgId), (l) => pageAppended(l, cursor, page)),
  filteredPage: (orgId: number, filters: object, cursor: string, page: MovementPage) =>
    patch<FilteredLog>(movementKeys.filtered(orgId, filters), (l) => pageAppended(l, cursor, page)),
};

/**
 * This user's saved movement: into the lists and its detail at once (the live message announcing
 * it lands on the same record later, once), and the views the server recomputes from it marked
 * stale: filtered lists, its cycle, the rain.
 */
function movementSaved(orgId: number, movement: Movement, edited: boolean): void {
  applyPatches(
    queryClient,
    edited ? movementPatches.updated(orgId, movement) : movementPatches.placed(orgId, movement),
  );
  const stale: QueryKey[] = [movementKeys.filteredAll(orgId)];
  if (movement.cycle_id != null) stale.push(cycleKeys.all(orgId));
  if (movement.type === "RAIN") stale.push(movementKeys.rainAll(orgId));
  for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
}

/** The log's next page (the cursor the screen shows as its end); appended on success. */
export function useLoadMoreMovements() {
  return useOrgMutation({
    mutationFn: (cursor: string, orgId) => fetchLogPage(orgId, cursor),
    onSuccess: (page, cursor, orgId) => applyPatches(queryClient, [movementPatches.logPage(orgId, cursor, page)]),
  });
}

export interface MoreFiltered {
  filters: MovementFilters;
  cursor: string;
}

/** The filtered log's next page; appended on success. */
export function useLoadMoreFiltered() {
  return useOrgMutation({
    mutationFn: ({ filters, cursor }: MoreFiltered, orgId) =>
      fetchMovementPage(orgId, filters, MOVEMENTS_PAGE_SIZE, cursor),
    onSuccess: (page, { filters, cursor }, orgId) =>
      applyPatches(queryClient, [movementPatches.filteredPage(orgId, filters, cursor, page)]),
  });
}

/**
 * Saves a movement the way the forms do (save-movement.ts: buy and sell optimistic, creates through
 * the outbox). The answer resolves as a SaveResult (a refusal too, for the form's field errors); a
 * saved movement goes into the lists and its detail at once (the live copy lands on it, once).
 */
export function useSaveMovement() {
  return useMutation(
    {
      mutationFn: (input: SaveInput) => saveMovement(input),
      onSuccess: (result, { orgId, editing }) => {
        if (result.ok && !result.queued) movementSaved(orgId, result.movement, !!editing);
      },
    },
    queryClient,
  );
}

export interface MovementRef {
  orgId: number;
  movementId: number;
}

/** Deletes a movement: the detail shows the server's copy (marked deleted), the lists drop it. */
export function useDeleteMovement() {
  return useMutation(
    {
      mutationFn: ({ orgId, movementId }: MovementRef) => deleteMovement(orgId, movementId),
      onSuccess: (gone, { orgId, movementId }) =>
        applyPatches(queryClient, [
          ...movementPatches.removed(orgId, movementId),
          patch<Movement>(movementKeys.detail(orgId, movementId), () => gone),
        ]),
    },
    queryClient,
  );
}

/** A lot's last movements (the map's lot card). */
export const useLotLastMovements = (lotId: number) => useOrgQuery((orgId) => movementQueries.lotLast(orgId, lotId));
