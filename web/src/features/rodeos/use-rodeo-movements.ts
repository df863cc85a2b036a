// A rodeo's movements (GET /movement/rodeo/{org}/{rodeoId}), newest first, with "load more" by
// cursor; refetched when the rodeo's data changes (see use-rodeo-refresh).
import type { Movement } from "@shared/herd-types";
import { useCallback, useEffect, useState } from "react";
import { api, call, id } from "../../lib/api/client";

const rodeoPage = (orgId: number, rodeoId: number, cursor?: string) =>
  call(
    api.movement.rodeo[":org"][":rodeoId"].$get({
      param: { org: id(orgId), rodeoId: id(rodeoId) },
      query: { limit: String(RODEO_MOVEMENTS_PAGE), cursor },
    }),
  );

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
    rodeoPage(orgId, rodeoId)
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
      const page = await rodeoPage(orgId, rodeoId, cursor);
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
