// The organization's storage (docs/storage.md): how much of its quota the uploads (invoice files, note photos)
// use, for the configuration screen (owners and admins). Read on each visit (the default staleTime of 0): the
// uploads that change it are made on other screens.
import type { StorageUsage } from "@shared/storage-values";
import { api, call, id } from "../lib/api/client";
import { orgRead } from "./org-read";

const usage = orgRead(
  "storage",
  async (orgId): Promise<StorageUsage> =>
    (await call(api.organization[":id"].storage.$get({ param: { id: id(orgId) } }))).storage,
);

export const storageKeys = { usage: usage.key };
export const storageQueries = { usage: usage.query };
