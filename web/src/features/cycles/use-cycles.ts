// The organization's reproductive cycles (list) and one cycle's detail, fetched again when a live
// record touches cycles (a cycle created, edited or deleted; a record of this cycle).
import type { Cycle, CycleDetail, Movement } from "@shared/herd-types";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import { selectedOrganizationIdAtom } from "../../lib/session";
import { useLastMovements } from "../../lib/store";
import { fetchCycle, fetchCycles } from "./cycles-api";

const CYCLE_LOG_TYPES = new Set(["CREATE_REPRODUCTIVE_CYCLE", "EDIT_REPRODUCTIVE_CYCLE", "DELETE_REPRODUCTIVE_CYCLE"]);

/** A stamp of the live records that concern `match`: changes when one arrives or is edited. */
function useLiveStamp(match: (m: Movement) => boolean): string {
  const last = useLastMovements().items as Movement[];
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
  const [state, setState] = useState<{ orgId: number | null; cycles: Cycle[] } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    if (orgId === null) return;
    setError(null);
    fetchCycles(orgId)
      .then((cycles) => setState({ orgId, cycles }))
      .catch((e: unknown) => setError(e));
  }, [orgId]);
  useEffect(load, [load]);
  useRefetchOn(
    useLiveStamp((m) => CYCLE_LOG_TYPES.has(m.type)),
    load,
  );
  const current = state && state.orgId === orgId ? state.cycles : null;
  return { cycles: current ?? [], loaded: current !== null, error, reload: load, orgId };
}

export function useCycle(id: string | undefined) {
  const orgId = useAtomValue(selectedOrganizationIdAtom);
  const [cycle, setCycle] = useState<CycleDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  const valid = !!id && /^\d{1,10}$/.test(id);
  const load = useCallback(() => {
    if (orgId === null || !valid) return;
    fetchCycle(orgId, id!)
      .then((c) => {
        setCycle(c);
        setError(null);
      })
      .catch((e: unknown) => setError(e));
  }, [orgId, id, valid]);
  useEffect(load, [load]);
  useRefetchOn(
    useLiveStamp((m) => String(m.cycle_id) === id),
    load,
  );
  return { cycle: cycle && String(cycle.id) === id ? cycle : null, error, valid, reload: load, orgId };
}
