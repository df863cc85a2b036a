// The demo ranch's model: the history context, mean weights by rodeo and day, cattle prices, date helpers.
import { daysBetween, type HistoryBuilder } from "./ranch-builder";
import type { RodeoKey } from "./ranch-plan";
import type { Random } from "./random";
import type { Supplies } from "./ranch-supplies";

export interface HistoryContext {
  h: HistoryBuilder;
  rnd: Random;
  start: string;
  today: string;
  rodeos: Record<RodeoKey, number>;
  lots: number[];
  userId: number;
  /** Reproductive cycle id by the year its service starts (Nov 15). */
  cycles: Map<number, number>;
  /** The seeded supplies (treatments use the medicines and vaccines). */
  supplies?: Supplies;
}

/** Mean weight (kg) of a rodeo on a day: growing categories follow a yearly saw (entries of lighter animals). */
export function meanWeight(key: RodeoKey, day: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const since = (month: number, dd: number) => {
    const year = m > month || (m === month && d >= dd) ? y : y - 1;
    return daysBetween(`${year}-${String(month).padStart(2, "0")}-${String(dd).padStart(2, "0")}`, day);
  };
  const season = Math.sin((2 * Math.PI * (daysBetween(`${y}-01-01`, day) - 30)) / 365);
  switch (key) {
    case "cria":
      return 440 + 18 * season;
    case "toros":
      return 810 + 12 * season;
    case "vaquillonas":
      return 265 + 0.45 * since(1, 12);
    case "recria":
      return 205 + 0.62 * since(1, 12);
    case "invernada":
      return 330 + 0.68 * since(2, 16);
    case "destete":
      return 178 + 0.52 * since(3, 20);
  }
}

/** The market's cattle price of the day (ARS per kg), drifting up over the two years. */
export const marketPrice = (ctx: HistoryContext, day: string) => 1900 + (37 * daysBetween(ctx.start, day)) / 30.4;

/** A deal's price per kg: the market's, times `factor`, give or take 4 %. */
export function pricePerKg(ctx: HistoryContext, day: string, factor = 1) {
  return Math.round(marketPrice(ctx, day) * factor * ctx.rnd.around(1, 0.04));
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const ymd = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
