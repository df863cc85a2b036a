// The herd lists as queries (SPEC.md §7 paths), one cache entry per organization and list. The
// live socket patches them (apply-message.ts), so time never makes them stale: a reconnect or a
// bulk message invalidates them instead. A refetch keeps the optimistic records still waiting
// for their answer, read when the answer lands so a draft added meanwhile is not lost.
import type { Asset } from "@shared/supply-types";
import { queryOptions } from "@tanstack/react-query";
import { api, call, id } from "../api/client";
import { queryClient } from "../query/query-client";
import { assetsEntry, lastMovementsEntry, movementLogEntry } from "./cache-entries";
import { dedupeById } from "./list";
import { compareMovements, LAST_MOVEMENTS_CAP, pageAppended } from "./movements";
import type { PagedLog, StoreMovement } from "./types";

/** Movements per page of the log. */
export const MOVEMENTS_PAGE_SIZE = 50;

const LIVE = { staleTime: Infinity } as const;

const pendingIn = (items: readonly StoreMovement[] | undefined) =>
  (items ?? []).filter((m) => m.isOptimistic && m.id < 0);

const fetchLogPage = (orgId: number, cursor?: string) =>
  call(
    api.movement.all[":org"].$get({
      param: { org: id(orgId) },
      query: { limit: String(MOVEMENTS_PAGE_SIZE), cursor },
    }),
  );

/** The first page of the log: a refetch drops the older pages (loaded again by scrolling). */
export const movementLogQuery = (orgId: number) =>
  queryOptions({
    queryKey: movementLogEntry.key(orgId),
    queryFn: async ({ client }): Promise<PagedLog<StoreMovement>> => {
      const { movements, next_cursor } = await fetchLogPage(orgId);
      const pending = pendingIn(movementLogEntry.get(orgId, client)?.items);
      return { items: dedupeById([...pending, ...movements]).sort(compareMovements), nextCursor: next_cursor ?? null };
    },
    ...LIVE,
  });

export const lastMovementsQuery = (orgId: number) =>
  queryOptions({
    queryKey: lastMovementsEntry.key(orgId),
    queryFn: async ({ client }) => {
      const { movements } = await call(api.movement["last-10"][":org"].$get({ param: { org: id(orgId) } }));
      const pending = pendingIn(lastMovementsEntry.get(orgId, client));
      return dedupeById([...pending, ...movements])
        .sort(compareMovements)
        .slice(0, LAST_MOVEMENTS_CAP);
    },
    ...LIVE,
  });

/** Every supply of the organization (GET /asset/{org}, no filters), kept current by the socket. */
export const assetsQuery = (orgId: number) =>
  queryOptions({
    queryKey: assetsEntry.key(orgId),
    queryFn: async (): Promise<Asset[]> => {
      const { assets } = await call(api.asset[":org"].$get({ param: { org: id(orgId) }, query: {} }));
      return assets;
    },
    ...LIVE,
  });

/** Appends the next page of the log (nothing when the oldest page is already loaded). */
export async function loadMoreMovements(orgId: number, client = queryClient): Promise<void> {
  const cursor = movementLogEntry.get(orgId, client)?.nextCursor;
  if (!cursor) return;
  const page = await fetchLogPage(orgId, cursor);
  movementLogEntry.update(orgId, (log) => pageAppended(log, cursor, page), client);
}
