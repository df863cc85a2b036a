// The organization's storage (docs/storage.md): how much of its quota the uploads (invoice files, note photos)
// use, for the configuration screen (owners and admins). Read on each visit (the default staleTime of 0): the
// uploads that change it are made on other screens.
import type { StorageUsage } from "@shared/storage-values";
import { queryOptions } from "@tanstack/react-query";
import { api, call, id } from "../lib/api/client";

export const storageKeys = {
  usage: (orgId: number) => ["org", orgId, "storage"] as const,
};

export const storageQueries = {
  usage: (orgId: number) =>
    queryOptions({
      queryKey: storageKeys.usage(orgId),
      queryFn: async (): Promise<StorageUsage> =>
        (await call(api.organization[":id"].storage.$get({ param: { id: id(orgId) } }))).storage,
    }),
};
