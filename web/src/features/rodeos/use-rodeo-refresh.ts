// A counter that goes up whenever a rodeo's data may have changed elsewhere: the page-level
// 'rodeo-data-changed' event (rodeo and category messages, SPEC.md §7) and any new, edited or
// deleted movement of this rodeo among the live last movements. Readers refetch when it changes.
import { useEffect, useMemo, useRef, useState } from "react";
import { useLastMovementList } from "../../lib/herd/caches";

const concerns = (m: { rodeoId: number | null; data?: Record<string, unknown> }, rodeoId: number) =>
  m.rodeoId === rodeoId || m.data?.to_rodeo_id === rodeoId || m.data?.destination_rodeo_id === rodeoId;

export function useRodeoRefresh(rodeoId: number): number {
  const [tick, setTick] = useState(0);
  const last = useLastMovementList();

  const signature = useMemo(
    () =>
      last.items
        .filter((m) => m.id > 0 && concerns(m, rodeoId))
        .map((m) => `${m.id}:${m.updated_at}`)
        .join(","),
    [last.items, rodeoId],
  );
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    setTick((n) => n + 1);
  }, [signature]);

  return tick;
}
