// The herd lists as queries (SPEC.md §7 paths), one cache entry per organization and list. The
// live socket patches them (apply-message.ts), so time never makes them stale: a reconnect or a
// bulk message invalidates them instead. A refetch keeps the optimistic records still waiting
// for their answer, read when the answer lands so a draft added meanwhile is not lost.
import { queryOptions } from "@tanstack/react-query";
import { api, call, id } from "../api/client";
import { categoriesEntry, lotsEntry, rodeosEntry } from "./cache-entries";
import { lotsReplaced } from "./lots";

const LIVE = { staleTime: Infinity } as const;

export const lotsQuery = (orgId: number) =>
  queryOptions({
    queryKey: lotsEntry.key(orgId),
    queryFn: async ({ client }) => {
      const { lots } = await call(api.lot.info[":orgId"].$get({ param: { orgId: id(orgId) } }));
      return lotsReplaced(lotsEntry.get(orgId, client) ?? [], lots);
    },
    ...LIVE,
  });

export const categoriesQuery = (orgId: number) =>
  queryOptions({
    queryKey: categoriesEntry.key(orgId),
    queryFn: () => call(api["animal-categories"][":org"].$get({ param: { org: id(orgId) } })).then((r) => r.categories),
    ...LIVE,
  });

export const rodeosQuery = (orgId: number) =>
  queryOptions({
    queryKey: rodeosEntry.key(orgId),
    queryFn: () => call(api.rodeo[":org"].$get({ param: { org: id(orgId) } })).then((r) => r.rodeos),
    ...LIVE,
  });
