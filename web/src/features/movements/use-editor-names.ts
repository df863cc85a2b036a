// Names of the users in an edit history: GET /user/{id} once per distinct id (docs/client-rules.md), kept
// in the query cache for the session (cleared at log-out) so revisiting a record asks nobody again.
import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { queryClient } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { fullName } from "../../lib/text";
import { fetchUserName } from "../../data/api/movements-api";

/** Names by user id; `ready` once every id has answered (or failed). */
export function useEditorNames(ids: readonly number[]) {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(",");
  const unique = useMemo(() => (key ? key.split(",").map(Number) : []), [key]);
  const results = useQueries(
    {
      queries: unique.map((userId) => ({
        queryKey: queryKeys.userName(userId),
        queryFn: () => fetchUserName(userId).then((u) => fullName(u) || null),
        staleTime: Infinity,
      })),
    },
    queryClient,
  );
  const ready = results.every((r) => !r.isPending || r.isError);
  const names = new Map<number, string | null>(unique.map((userId, i) => [userId, results[i]?.data ?? null]));
  return { names, ready };
}
