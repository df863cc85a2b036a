// RAIN movements since January 1st of last year (GET /movement/all/{org}?type=RAIN&from=…), read
// in pages of 500, and refetched when a rain record appears, changes or goes in the live last 10.
import { useMemo } from "react";
import { movementQueries } from "../../data/movements";
import { useOrgQuery } from "../../data/org-query";
import { useLastMovementList } from "../../lib/herd/caches";
import { useRefetchOn } from "../../lib/query/query-client";

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
  const query = useOrgQuery((org) => movementQueries.rain(org, from), orgId !== null);
  useRefetchOn(signature, query.refetch);
  return { records: query.data ?? null, error: query.error };
}
