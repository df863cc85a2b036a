// The map's figures read from the movement log (docs/map.md): per lot, when a rodeo last grazed it and the rain
// recorded in it over the last days. Shared by the worker's read and the SPA's map.
import { DAY_MS } from "./time";

/** The rain figure covers today (Argentina) and the days before it, this many days in all. */
export const RAIN_WINDOW_DAYS = 30;

export interface LotMapFigures {
  lot_id: number;
  /**
   * The last day a rodeo was in the lot (YYYY-MM-DD): today while one is there (`grazing_now`), else the day the
   * last one left it (moved to another lot, or deleted there); null when the log never had a rodeo leave it.
   */
  last_grazed: string | null;
  /** A live rodeo is in the lot now. */
  grazing_now: boolean;
  /** Millimetres of the live RAIN records naming this lot, dated within the window. */
  rain_mm_30d: number;
}

export interface MapFigures {
  /** The day the figures are for (YYYY-MM-DD, Argentina). */
  today: string;
  /** The window's first day: rain dated from it to `today`, both included, counts. */
  rain_from: string;
  /** Millimetres recorded in the window without a lot (the whole ranch's gauge): shown apart, never in a lot. */
  unplaced_rain_mm_30d: number;
  lots: LotMapFigures[];
}

/** Whole days from `day` to `today` (both YYYY-MM-DD); null without a day. */
export function daysSince(day: string | null, today: string): number | null {
  if (day === null) return null;
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms / DAY_MS)) : null;
}
