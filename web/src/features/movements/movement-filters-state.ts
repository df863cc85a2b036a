// The log's filters, kept in the address (?type=&rodeo=&lot=&from=&to=) so a filtered view can be
// shared, bookmarked and restored with the back button.
import { isMovementType } from "@shared/movement-types";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import type { MovementFilters } from "../../data/api/movements-api";

export type { MovementFilters };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const id = (v: string | null) => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null);
const day = (v: string | null) => (v && DAY.test(v) ? v : null);

export function parseFilters(params: URLSearchParams): MovementFilters {
  const type = params.get("type");
  return {
    type: type && isMovementType(type) ? type : null,
    rodeo: id(params.get("rodeo")),
    lot: id(params.get("lot")),
    from: day(params.get("from")),
    to: day(params.get("to")),
  };
}

export const hasFilters = (f: MovementFilters) => !!(f.type || f.rodeo || f.lot || f.from || f.to);

export function useMovementFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of the filters
  const filters = useMemo(() => parseFilters(params), [key]);
  const setFilter = useCallback(
    (name: keyof MovementFilters, value: string | number | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === null || value === "") next.delete(name);
          else next.set(name, String(value));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { filters, setFilter, clear };
}
