// The organization's fields (campos), shared by the Campos screen and the lot forms. The field
// routes announce renames and deletions as 'update-lots' (lots embed their field), so the list
// refetches when the fields embedded in the live lots cache stop matching it, and on focus.
import type { Field } from "@shared/herd-types";
import { useCallback, useEffect, useMemo } from "react";
import { api, call, id } from "../api/client";
import { queryClient, useAppQuery, useRefetchOn } from "../query/query-client";
import { queryKeys } from "../query/query-keys";
import { useLotList } from "./caches";
import { useOrgId } from "./use-org-id";

export type FieldRow = Field & { lot_count?: number };

const byName = (a: FieldRow, b: FieldRow) => a.name.localeCompare(b.name, "es") || a.id - b.id;

const fetchFields = (orgId: number): Promise<FieldRow[]> =>
  call(api.field[":org"].$get({ param: { org: id(orgId) } })).then(({ fields }) => [...fields].sort(byName));

export function useFields() {
  const orgId = useOrgId();
  const lots = useLotList();
  const query = useAppQuery({
    queryKey: queryKeys.fields(orgId ?? 0),
    queryFn: () => fetchFields(orgId!),
    enabled: orgId !== null,
  });
  const { refetch } = query;
  const reload = useCallback(() => refetch().then(() => undefined), [refetch]);

  // Fields as the lots know them: a rename or deletion elsewhere changes this signature.
  const signature = useMemo(() => {
    const seen = new Set<string>();
    for (const lot of lots.items) if (lot.field) seen.add(`${lot.field.id}|${lot.field.name}|${lot.field.hectares}`);
    return [...seen].sort().join(";");
  }, [lots.items]);
  useRefetchOn(signature, refetch);

  useEffect(() => {
    if (orgId === null) return;
    const onFocus = () => void refetch();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [orgId, refetch]);

  /** Local update after this user's own write (the server answered with the field). */
  const upsert = useCallback(
    (field: FieldRow) =>
      queryClient.setQueryData<FieldRow[]>(queryKeys.fields(orgId ?? 0), (items = []) =>
        [...items.filter((f) => f.id !== field.id), field].sort(byName),
      ),
    [orgId],
  );
  const remove = useCallback(
    (fieldId: number) =>
      queryClient.setQueryData<FieldRow[]>(queryKeys.fields(orgId ?? 0), (items = []) =>
        items.filter((f) => f.id !== fieldId),
      ),
    [orgId],
  );

  return { items: query.data ?? [], loaded: query.data !== undefined, error: query.error, reload, upsert, remove };
}
