// The organization's reproductive cycles (list) and one cycle's detail, as queries fetched again
// when a live record touches cycles (a cycle created, edited or deleted; a record of this cycle).
import type { Movement } from "@shared/herd-types";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef } from "react";
import { queryKeys } from "../../lib/query/query-keys";
import { useAppQuery } from "../../lib/query/query-client";
import { selectedOrganizationIdAtom } from "../../lib/session";
import { useLastMovements } from "../../lib/store";
import { useCycleList } from "../../lib/herd/use-cycle-list";
import { fetchCycle } from "./cycles-api";

const CYCLE_LOG_TYPES = new Set(["CREATE_REPRODUCTIVE_CYCLE", "EDIT_REPRODUCTIVE_CYCLE", "DELETE_REPRODUCTIVE_CYCLE"]);

/** A stamp of the live records that concern `match`: changes when one arrives or is edited. */
function useLiveStamp(match: (m: Movement) => boolean): string {
  const last = useLastMovements().items;
  return last
    .filter(match)
    .map((m) => `${m.id}:${m.updated_at}`)
    .join();
}

function useRefetchOn(stamp: string, load: () => void) {
  const previous = useRef(stamp);
  useEffect(() => {
    if (previous.current !== stamp) {
      previous.current = stamp;
      load();
    }
  }, [stamp, load]);
}

export function useCycles() {
  const orgId = useAtomValue(selectedOrganizationIdAtom);
  const query = useCycleList(orgId);
  const { refetch } = query;
  const load = useCallback(() => void refetch(), [refetch]);
  useRefetchOn(
    useLiveStamp((m) => CYCLE_LOG_TYPES.has(m.type)),
    load,
  );
  return { cycles: query.data ?? [], loaded: query.data !== undefined, error: query.error, reload: load, orgId };
}

export function useCycle(id: string | undefined) {
  const orgId = useAtomValue(selectedOrganizationIdAtom);
  const valid = !!id && /^\d{1,10}$/.test(id);
  const query = useAppQuery({
    queryKey: queryKeys.cycle(orgId ?? 0, id ?? ""),
    queryFn: () => fetchCycle(orgId!, id!),
    enabled: orgId !== null && valid,
  });
  const { refetch } = query;
  const load = useCallback(() => void refetch(), [refetch]);
  const cycle = query.data ?? null;
  const error = query.error;
  useRefetchOn(
    useLiveStamp((m) => String(m.cycle_id) === id),
    load,
  );
  return { cycle: cycle && String(cycle.id) === id ? cycle : null, error, valid, reload: load, orgId };
}
