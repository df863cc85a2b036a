// One movement for its detail page: a query by id, fetched again when a live message changes or
// removes it in the shared log cache.
import type { Movement } from "@shared/herd-types";
import { useCallback, useEffect, useRef } from "react";
import { isApiError } from "../../lib/api/client";
import { queryClient, useAppQuery } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { useOrgId } from "../../lib/herd/use-org-id";
import { useLastMovements, useMovements } from "../../lib/store";
import { fetchMovement } from "./movements-api";

export function useMovement(id: string | undefined) {
  const orgId = useOrgId() ?? 0;
  const valid = !!id && /^\d{1,10}$/.test(id);
  const key = queryKeys.movement(orgId, id ?? "");
  const query = useAppQuery({ queryKey: key, queryFn: () => fetchMovement(id!), enabled: valid });
  const { refetch } = query;
  const load = useCallback(() => void refetch(), [refetch]);
  const movement = query.data ?? null;
  const error = query.error;
  /** This user's own edit: the page shows the server's answer at once. */
  const setMovement = useCallback((m: Movement) => queryClient.setQueryData(key, m), [key]);

  // Live: the cached copy of this record changed (edited) or went away (deleted) elsewhere.
  const log = useMovements().items;
  const last = useLastMovements().items;
  const cached = [...log, ...last].find((m) => String(m.id) === id);
  const stamp = cached ? cached.updated_at : null;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = stamp;
    if (before !== null && before !== stamp) load();
  }, [stamp, load]);

  const notFound = !valid || (isApiError(error) && (error.status === 404 || error.status === 400));
  return { movement, setMovement, error, notFound, reload: load };
}
