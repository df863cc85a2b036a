// The organization's fields (campos) (docs/spa-data.md), shared by the Campos screen and the lot
// forms. Field renames and deletions reach others as 'update-lots' (lots embed their field), and
// the message table marks this list stale on every lot message: no refresh of its own here.
import type { fieldBody } from "@shared/herd-schemas";
import type { Field } from "@shared/herd-types";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api, call, id } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { removeById, upsertById } from "../lib/store/list";
import { dashboardKeys } from "./dashboard";
import { applyPatches } from "./live/apply-live-message";
import { patch } from "./live/live-effect";
import { lotKeys } from "./lots";
import { useOrgQuery } from "./org-query";
import { orgRead } from "./org-read";

export type FieldRow = Field & { lot_count?: number };

const byName = (a: FieldRow, b: FieldRow) => a.name.localeCompare(b.name, "es") || a.id - b.id;

/** By name. */
const list = orgRead("fields", (orgId): Promise<FieldRow[]> =>
  call(api.field[":org"].$get({ param: { org: id(orgId) } })).then(({ fields }) => [...fields].sort(byName)),
);

export const fieldKeys = { list: list.key };
export const fieldQueries = { list: list.query };

const fieldsPatch = (orgId: number, update: (items: FieldRow[]) => FieldRow[]) =>
  patch<FieldRow[]>(fieldKeys.list(orgId), update);

/** A field the server answered takes its place in the cached list (a save, a boundary written). */
export const fieldInto = (orgId: number, field: FieldRow) =>
  applyPatches(queryClient, [fieldsPatch(orgId, (items) => upsertById(items, field, byName))]);

/** The selected organization's fields. */
export const useFields = () => useOrgQuery(fieldQueries.list);

/** POST /field/{org} (new, `fieldId` null) or PUT /field/{org}/{id}: the saved field joins the list. */
export function useSaveField() {
  return useMutation(
    {
      mutationFn: ({
        orgId,
        fieldId,
        body,
      }: {
        orgId: number;
        fieldId: number | null;
        body: z.output<typeof fieldBody>;
      }) =>
        call(
          fieldId === null
            ? api.field[":org"].$post({ param: { org: id(orgId) }, json: body })
            : api.field[":org"][":id"].$put({ param: { org: id(orgId), id: id(fieldId) }, json: body }),
        ).then((r): FieldRow => r.field),
      onSuccess: (field, { orgId, fieldId }) => {
        fieldInto(orgId, field);
        // The lots embed their field: a rename shows in them.
        if (fieldId !== null) void queryClient.invalidateQueries({ queryKey: lotKeys.list(orgId) });
        // No live message tells of a new field: the dashboard's first steps count them.
        else void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary(orgId) });
      },
    },
    queryClient,
  );
}

/** DELETE /field/{org}/{id}: its lots are left without a field. */
export function useDeleteField() {
  return useMutation(
    {
      mutationFn: ({ orgId, fieldId }: { orgId: number; fieldId: number }) =>
        call(api.field[":org"][":id"].$delete({ param: { org: id(orgId), id: id(fieldId) } })),
      onSuccess: (_a, { orgId, fieldId }) => {
        applyPatches(queryClient, [fieldsPatch(orgId, (items) => removeById(items, fieldId))]);
        void queryClient.invalidateQueries({ queryKey: lotKeys.list(orgId) });
      },
    },
    queryClient,
  );
}
