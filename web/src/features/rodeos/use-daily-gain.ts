// A rodeo's weighings and daily weight gain (GET /api/rodeo/daily-weight-gain/{org}/{rodeoId}).
// As SPEC.md §7 says, the client sorts the weighings by date and derives the figures itself, with
// the same shared function the API uses, so both always agree.
import { dailyWeightGain, weighingsByDay, type DailyGain, type Weighing } from "@shared/daily-gain";
import { useEffect, useState } from "react";
import { api, call, id } from "../../lib/api/client";

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
  const [data, setData] = useState<WeightSeries | null>(null);
  const [error, setError] = useState<unknown>(null);
  const rodeoId = rodeo?.id;
  const rodeoName = rodeo?.name ?? "";

  useEffect(() => {
    if (orgId === null || rodeoId === undefined) return;
    let cancelled = false;
    call(api.rodeo["daily-weight-gain"][":org"][":rodeoId"].$get({ param: { org: id(orgId), rodeoId: id(rodeoId) } }))
      .then((res) => {
        if (cancelled) return;
        setData(weightSeries({ id: rodeoId, name: rodeoName }, res.weighings));
        setError(null);
      })
      .catch((e: unknown) => {
        if (!cancelled) setError(e);
      });
    return () => {
      cancelled = true;
    };
  }, [orgId, rodeoId, rodeoName, refresh]);

  return { data, error, loaded: data !== null };
}
