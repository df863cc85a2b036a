// A rodeo's weighings and daily weight gain (GET /api/rodeo/daily-weight-gain/{org}/{rodeoId}).
// As SPEC.md §7 says, the client sorts the weighings by date and derives the figures itself, with
// the same shared function the API uses, so both always agree.
import { dailyWeightGain, weighingsByDay, type DailyGain, type Weighing } from "@shared/daily-gain";
import { useMemo } from "react";
import { api, call, id } from "../../lib/api/client";
import { useAppQuery, useRefetchOn } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";

export interface WeightSeries {
  weighings: Weighing[];
  /** kg per day from the previous weighing to each weighing; null for the first. */
  gains: Array<number | null>;
  gain: DailyGain;
}

export function weightSeries(rodeo: { id: number; name: string }, raw: ReadonlyArray<Weighing>): WeightSeries {
  const weighings = weighingsByDay(raw);
  const gains = weighings.map((w, i) =>
    i === 0 ? null : dailyWeightGain(rodeo, [weighings[i - 1]!, w]).daily_weight_gain,
  );
  return { weighings, gains, gain: dailyWeightGain(rodeo, weighings) };
}

export function useDailyGain(orgId: number | null, rodeo: { id: number; name: string } | null, refresh: number) {
  const rodeoId = rodeo?.id;
  const rodeoName = rodeo?.name ?? "";
  const query = useAppQuery({
    queryKey: queryKeys.dailyGain(orgId ?? 0, rodeoId ?? 0),
    queryFn: () =>
      call(
        api.rodeo["daily-weight-gain"][":org"][":rodeoId"].$get({ param: { org: id(orgId!), rodeoId: id(rodeoId!) } }),
      ).then((res) => res.weighings),
    enabled: orgId !== null && rodeoId !== undefined,
  });
  useRefetchOn(refresh, query.refetch);
  const weighings = query.data;
  const data = useMemo(
    () => (weighings && rodeoId !== undefined ? weightSeries({ id: rodeoId, name: rodeoName }, weighings) : null),
    [weighings, rodeoId, rodeoName],
  );
  return { data, error: query.error, loaded: data !== null };
}
