// A rodeo's movements (GET /movement/rodeo/{org}/{rodeoId}), newest first, with "load more" by
// cursor; refetched when the rodeo's data changes (see use-rodeo-refresh).
import type { Movement, MovementPage } from "@shared/herd-types";
import { useCallback, useEffect, useState } from "react";
import { api } from "../../lib/api/client";

export const RODEO_MOVEMENTS_PAGE = 20;

export function useRodeoMovements(orgId: number | null, rodeoId: number, refresh: number) {
  const [items, setItems] = useState<Movement[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    if (orgId === null || !Number.isInteger(rodeoId)) return;
    let cancelled = false;
    api
      .get<MovementPage>(`/movement/rodeo/${orgId}/${rodeoId}?limit=${RODEO_MOVEMENTS_PAGE}`)
      .then((page) => {
        if (cancelled) return;
        setItems(page.movements);
        setCursor(page.next_cursor);
        setLoaded(true);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!cancelled) setError(e);
      });
    return () => {
      cancelled = true;
    };
  }, [orgId, rodeoId, refresh]);

  const loadMore = useCallback(async () => {
    if (orgId === null || !cursor) return;
    setLoadingMore(true);
    try {
      const page = await api.get<MovementPage>(
        `/movement/rodeo/${orgId}/${rodeoId}?limit=${RODEO_MOVEMENTS_PAGE}&cursor=${encodeURIComponent(cursor)}`,
      );
      setItems((list) => [...list, ...page.movements.filter((m) => !list.some((x) => x.id === m.id))]);
      setCursor(page.next_cursor);
    } catch (e) {
      setError(e);
    } finally {
      setLoadingMore(false);
    }
  }, [orgId, rodeoId, cursor]);

  return { items, loaded, error, hasMore: cursor !== null, loadMore, loadingMore };
}
