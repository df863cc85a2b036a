// One movement for its detail page: fetched by id, then fetched again when a live message changes
// or removes it in the shared log cache.
import type { Movement } from "@shared/herd-types";
import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../lib/api/client";
import { useLastMovements, useMovements } from "../../lib/store";
import { fetchMovement } from "./movements-api";

export function useMovement(id: string | undefined) {
  const [movement, setMovement] = useState<Movement | null>(null);
  const [error, setError] = useState<unknown>(null);
  const valid = !!id && /^\d{1,10}$/.test(id);

  const load = useCallback(() => {
    if (!valid) return;
    fetchMovement(id!)
      .then((m) => {
        setMovement(m);
        setError(null);
      })
      .catch((e: unknown) => setError(e));
  }, [id, valid]);

  useEffect(load, [load]);

  // Live: the cached copy of this record changed (edited) or went away (deleted) elsewhere.
  const log = useMovements().items as Movement[];
  const last = useLastMovements().items as Movement[];
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
