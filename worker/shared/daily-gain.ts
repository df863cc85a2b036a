// Daily weight gain of a rodeo from its weighings (docs/herd.md): the one computation the API and the SPA share.

import { DAY_MS } from "./time";

export interface Weighing {
  /** ISO date or date-time; only the day (first 10 characters) counts. */
  date: string;
  mean_weight: number;
}

export interface DailyGain {
  rodeo_id: number;
  rodeo_name: string;
  current_weight: number | null;
  previous_weight: number | null;
  weight_difference: number | null;
  days_between_weighings: number | null;
  daily_weight_gain: number | null;
  last_weighing_date: string | null;
  previous_weighing_date: string | null;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Weighings of the same day are one weighing (their mean weights averaged), sorted by day.
 * Input order does not matter; invalid dates and weights are ignored.
 */
export function weighingsByDay(weighings: ReadonlyArray<Weighing>): Weighing[] {
  const days = new Map<string, { sum: number; n: number }>();
  for (const w of weighings) {
    const day = typeof w.date === "string" ? w.date.slice(0, 10) : "";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !Number.isFinite(w.mean_weight)) continue;
    const acc = days.get(day) ?? { sum: 0, n: 0 };
    acc.sum += w.mean_weight;
    acc.n += 1;
    days.set(day, acc);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, { sum, n }]) => ({ date, mean_weight: sum / n }));
}

/**
 * The last two weighing days give current and previous weight, their difference, the days
 * between them and the gain per day. Fewer than two days of weighings give nulls in every
 * weight and date field (docs/herd.md), never a division by zero; the latest weighing alone is
 * `weighingsByDay(...).at(-1)`.
 */
export function dailyWeightGain(rodeo: { id: number; name: string }, weighings: ReadonlyArray<Weighing>): DailyGain {
  const days = weighingsByDay(weighings);
  const last = days.at(-1);
  const previous = days.at(-2);
  if (!last || !previous) {
    return {
      rodeo_id: rodeo.id,
      rodeo_name: rodeo.name,
      current_weight: null,
      previous_weight: null,
      weight_difference: null,
      days_between_weighings: null,
      daily_weight_gain: null,
      last_weighing_date: null,
      previous_weighing_date: null,
    };
  }
  const days_between = Math.round((Date.parse(last.date) - Date.parse(previous.date)) / DAY_MS);
  const difference = last.mean_weight - previous.mean_weight;
  return {
    rodeo_id: rodeo.id,
    rodeo_name: rodeo.name,
    current_weight: round(last.mean_weight, 2),
    previous_weight: round(previous.mean_weight, 2),
    weight_difference: round(difference, 2),
    days_between_weighings: days_between,
    daily_weight_gain: days_between > 0 ? round(difference / days_between, 3) : null,
    last_weighing_date: last.date,
    previous_weighing_date: previous.date,
  };
}
