// The colour of each lot on the map (docs/map.md): a figure chosen above the map, cut into a few steps the
// legend names. Pure, so the legend and the map read the same steps.
import type { Lot } from "@shared/herd-types";

export type MapFigure = "evHa" | "head";
export const MAP_FIGURES: readonly MapFigure[] = ["evHa", "head"];

/**
 * The stocking rate a lot is compared with, in EV/ha. Neither lots nor fields carry a target of their own yet;
 * 1 EV/ha is a common reference for natural grassland in the Pampas' cow-calf country.
 */
export const DEFAULT_EV_TARGET = 1;

/** Values from `min` (included) to `max` (excluded; null: no end). */
export interface ScaleStep {
  color: string;
  min: number;
  max: number | null;
  /** The step around the target (EV/ha only). */
  target?: boolean;
}

export interface ColorScale {
  figure: MapFigure;
  steps: ScaleStep[];
  /** The colour of a lot without the figure (EV/ha of a lot without hectares). */
  noValue: string;
}

export const NO_VALUE_COLOR = "#b8b8b8";
/** Under the target (blue, light green), on it (green), over it (orange, red). */
const EV_COLORS = ["#9ecae1", "#c7e9c0", "#41ab5d", "#fdae61", "#d7301f"] as const;
/** Empty lot first, then more head darker. */
const HEAD_COLORS = ["#f1ede0", "#d9f0d3", "#a6dba0", "#5aae61", "#1b7837"] as const;

/** EV/ha against `target`: under half, under 90 %, within ±10 % (on target), up to 150 %, over. */
export function evHaScale(target = DEFAULT_EV_TARGET): ColorScale {
  const cuts = [0, 0.5, 0.9, 1.1, 1.5].map((f) => round2(f * target));
  return {
    figure: "evHa",
    noValue: NO_VALUE_COLOR,
    steps: cuts.map((min, i) => ({
      color: EV_COLORS[i]!,
      min,
      max: cuts[i + 1] ?? null,
      ...(i === 2 ? { target: true } : {}),
    })),
  };
}

/** Head: none, then up to four equal whole-number steps up to the fullest lot. */
export function headScale(maxHead: number): ColorScale {
  const size = Math.max(1, Math.ceil(maxHead / 4));
  const steps: ScaleStep[] = [{ color: HEAD_COLORS[0], min: 0, max: 1 }];
  for (let k = 0; k < 4 && 1 + k * size <= maxHead; k++) {
    const last = k === 3 || 1 + (k + 1) * size > maxHead;
    steps.push({ color: HEAD_COLORS[k + 1]!, min: 1 + k * size, max: last ? null : 1 + (k + 1) * size });
  }
  return { figure: "head", noValue: NO_VALUE_COLOR, steps };
}

/** The lot's value of the figure (null: the lot has none). */
export const lotValue = (lot: Pick<Lot, "ev_per_ha" | "total">, figure: MapFigure): number | null =>
  figure === "evHa" ? lot.ev_per_ha : lot.total;

/** The scale of `figure` for these lots. */
export const scaleFor = (figure: MapFigure, lots: ReadonlyArray<Pick<Lot, "total">>): ColorScale =>
  figure === "evHa" ? evHaScale() : headScale(lots.reduce((m, l) => Math.max(m, l.total), 0));

/** The colour of `value` on `scale`: the step it falls in (below the first: the first). */
export function colorOf(scale: ColorScale, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return scale.noValue;
  const step = scale.steps.find((s) => s.max === null || value < s.max) ?? scale.steps[scale.steps.length - 1];
  return step?.color ?? scale.noValue;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
