// RAIN movements since January 1st of last year (GET /movement/all/{org}?type=RAIN&from=…), read
// in pages of 500, and refetched when a rain record appears, changes or goes in the live last 10.
import type { MovementPage } from "@shared/herd-types";
import { useMemo } from "react";
import { api, call, id } from "../../lib/api/client";
import { useLastMovementList } from "../../lib/herd/caches";
import { useAppQuery, useRefetchOn } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import type { RainRecord } from "./rain-figures";

/** Two years of daily rain records are ~730; a bound keeps a runaway log from looping forever. */
const MAX_PAGES = 4;

export async function fetchRain(orgId: number, from: string): Promise<RainRecord[]> {
  const records: RainRecord[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = { type: "RAIN", from, limit: "500", cursor: cursor ?? undefined };
    const res: MovementPage = await call(api.movement.all[":org"].$get({ param: { org: id(orgId) }, query }));
    for (const m of res.movements) {
      const mm = Number(m.data?.mm);
      if (Number.isFinite(mm)) records.push({ date: m.date, mm });
    }
    cursor = res.next_cursor;
    if (!cursor) break;
  }
  return records;
}

export function useRain(orgId: number | null, year: number) {
  const last = useLastMovementList();
  const signature = useMemo(
    () =>
      last.items
        .filter((m) => m.type === "RAIN" && m.id > 0)
        .map((m) => `${m.id}:${m.updated_at}`)
        .join(","),
    [last.items],
  );

  const from = `${year - 1}-01-01`;
  const query = useAppQuery({
    queryKey: queryKeys.rain(orgId ?? 0, from),
    queryFn: () => fetchRain(orgId!, from),
    enabled: orgId !== null,
  });
  useRefetchOn(signature, query.refetch);
  return { records: query.data ?? null, error: query.error };
}
