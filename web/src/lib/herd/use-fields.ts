// The organization's fields (campos), shared by the Campos screen and the lot forms. The field
// routes announce renames and deletions as 'update-lots' (lots embed their field), so the list
// refetches when the fields embedded in the live lots cache stop matching it, and on focus.
import type { Field } from "@shared/herd-types";
import { atom, useAtom } from "jotai";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api, call, id } from "../api/client";
import { useLotList } from "./caches";
import { useOrgId } from "./use-org-id";

export type FieldRow = Field & { lot_count?: number };

interface FieldsCache {
  orgId: number | null;
  items: FieldRow[];
  loaded: boolean;
}

export const fieldsCacheAtom = atom<FieldsCache>({ orgId: null, items: [], loaded: false });

const byName = (a: FieldRow, b: FieldRow) => a.name.localeCompare(b.name, "es") || a.id - b.id;

export function useFields() {
  const orgId = useOrgId();
  const [cache, setCache] = useAtom(fieldsCacheAtom);
  const [error, setError] = useState<unknown>(null);
  const lots = useLotList();
  const current = orgId !== null && cache.orgId === orgId;

  const reload = useCallback(async () => {
    if (orgId === null) return;
    try {
      setError(null);
      const { fields } = await call(api.field[":org"].$get({ param: { org: id(orgId) } }));
      setCache({ orgId, items: [...fields].sort(byName), loaded: true });
    } catch (e) {
      setError(e);
    }
  }, [orgId, setCache]);

  // Fields as the lots know them: a rename or deletion elsewhere changes this signature.
  const signature = useMemo(() => {
    const seen = new Set<string>();
    for (const lot of lots.items) if (lot.field) seen.add(`${lot.field.id}|${lot.field.name}|${lot.field.hectares}`);
    return [...seen].sort().join(";");
  }, [lots.items]);

  useEffect(() => {
    if (orgId !== null && !current) void reload();
  }, [orgId, current, reload]);

  const seenSignature = useRef(signature);
  useEffect(() => {
    if (seenSignature.current === signature) return;
    seenSignature.current = signature;
    void reload();
  }, [signature, reload]);

  useEffect(() => {
    const onFocus = () => void reload();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [reload]);

  /** Local update after this user's own write (the server answered with the field). */
  const upsert = useCallback(
    (field: FieldRow) =>
      setCache((c) => ({ ...c, items: [...c.items.filter((f) => f.id !== field.id), field].sort(byName) })),
    [setCache],
  );
  const remove = useCallback(
    (id: number) => setCache((c) => ({ ...c, items: c.items.filter((f) => f.id !== id) })),
    [setCache],
  );

  return { items: current ? cache.items : [], loaded: current && cache.loaded, error, reload, upsert, remove };
}
