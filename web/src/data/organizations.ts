// The caller's organizations (docs/spa-data.md): the list lives in the session (lib/session), read again
// after every write here; creating one selects it.
import { useMutation } from "@tanstack/react-query";
import { deleteOrganization, renameOrganization } from "./api/configuration-api";
import { api, call } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { refetchOrganizations, selectOrganization } from "../lib/session";

/** POST /organization, then the list read again and the new organization selected; its id (or null). */
export function useCreateOrganization() {
  return useMutation(
    {
      mutationFn: (name: string) => call(api.organization.$post({ json: { name } })),
      onSuccess: async (res): Promise<number | null> => {
        const organizations = await refetchOrganizations();
        const created = res.organization?.id ?? Math.max(...organizations.map((o) => o.id));
        if (!Number.isFinite(created)) return null;
        selectOrganization(created);
        return created;
      },
    },
    queryClient,
  );
}

export function useRenameOrganization() {
  return useMutation(
    {
      mutationFn: ({ orgId, name }: { orgId: number; name: string }) => renameOrganization(orgId, name),
      onSuccess: () => refetchOrganizations(),
    },
    queryClient,
  );
}

export function useDeleteOrganization() {
  return useMutation(
    {
      mutationFn: (orgId: number) => deleteOrganization(orgId),
      onSuccess: () => refetchOrganizations(),
    },
    queryClient,
  );
}
