// The colour of each lot on the map (docs/map.md): a figure chosen above the map, cut into a few steps the
// legend names. Pure, so the legend and the map read the same steps.
import type { Lot } from "@shared/herd-types";
import { DEFAULT_EV_TARGET } from "@shared/ev-target";
import { daysSince, type LotMapFigures, type MapFigures } from "@shared/lot-figures";

export type MapFigure = "evHa" | "head" | "grazedDays" | "rain30d";
export const MAP_FIGURES: readonly MapFigure[] = ["evHa", "head", "grazedDays", "rain30d"];

/** Figures read from the log (GET /api/lot/{org}/map-figures), not from the lot list: only these ask for it. */
export const readsLog = (figure: MapFigure) => figure === "grazedDays" || figure === "rain30d";

/** A lot whose field has no target (or a lot without a field) is compared with 1 EV/ha. */
export { DEFAULT_EV_TARGET };

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
  /** EV/ha's steps are fractions of each lot's target; the legend reads them as EV/ha when every drawn lot
   * shares this target, as percentages of the target when it is null (targets differ). */
  evTarget?: number | null;
  steps: ScaleStep[];
  /** The colour of a lot without the figure (EV/ha of a lot without hectares). */
  noValue: string;
}

export const NO_VALUE_COLOR = "#b8b8b8";
/** Under the target (blue, light green), on it (green), over it (orange, red). */
const EV_COLORS = ["#9ecae1", "#c7e9c0", "#41ab5d", "#fdae61", "#d7301f"] as const;
/** Empty lot first, then more head darker. */
const HEAD_COLORS = ["#f1ede0", "#d9f0d3", "#a6dba0", "#5aae61", "#1b7837"] as const;
/** Grazed lately (green) to long rested (a darker grey than "never grazed"). */
const DAYS_COLORS = ["#1b7837", "#a6dba0", "#fee08b", "#fdae61", "#878787"] as const;
/** Dry to wet, blues. */
const RAIN_COLORS = ["#eff3ff", "#bdd7e7", "#6baed6", "#3182bd", "#08519c"] as const;

/** Steps cut at `cuts` (each a step's first value), the last without an end. */
const cutInto = (cuts: readonly number[], colors: readonly string[]): ScaleStep[] =>
  cuts.map((min, i) => ({ color: colors[i]!, min, max: cuts[i + 1] ?? null }));

/** Days since a rodeo grazed the lot: 0–7 (0 while one is there), 8–21, 22–40, 41–60, more; never apart. */
export const grazedDaysScale = (): ColorScale => ({
  figure: "grazedDays",
  noValue: NO_VALUE_COLOR,
  steps: cutInto([0, 8, 22, 41, 61], DAYS_COLORS),
});

/** Millimetres over the last 30 days: under 1 (none to speak of), 1–10, 10–30, 30–60, more. */
export const rainScale = (): ColorScale => ({
  figure: "rain30d",
  noValue: NO_VALUE_COLOR,
  steps: cutInto([0, 1, 10, 30, 60], RAIN_COLORS),
});

/**
 * EV/ha as a fraction of the lot's target (fields' targets may differ): under half, under 90 %, within ±10 %
 * (on target), up to 150 %, over. `target`: the one target every drawn lot shares, null when they differ.
 */
export function evHaScale(target: number | null = DEFAULT_EV_TARGET): ColorScale {
  const steps = cutInto([0, 0.5, 0.9, 1.1, 1.5], EV_COLORS);
  steps[2]!.target = true;
  return { figure: "evHa", evTarget: target, noValue: NO_VALUE_COLOR, steps };
}

/** Each lot's target in EV/ha: its field's, else DEFAULT_EV_TARGET; `shared` when every drawn lot has the same. */
export interface EvTargets {
  of: (lot: Pick<Lot, "field_id">) => number;
  shared: number | null;
}

export function evTargets(
  lots: ReadonlyArray<Pick<Lot, "field_id" | "boundary">>,
  fields: ReadonlyArray<{ id: number; ev_target: number | null }>,
): EvTargets {
  const byField = new Map(fields.map((f) => [f.id, f.ev_target]));
  const of = (lot: Pick<Lot, "field_id">) =>
    (lot.field_id === null ? null : byField.get(lot.field_id)) ?? DEFAULT_EV_TARGET;
  // Only drawn lots are on the map for the legend to explain.
  const distinct = new Set(lots.filter((l) => l.boundary).map(of));
  return { of, shared: distinct.size > 1 ? null : (distinct.values().next().value ?? DEFAULT_EV_TARGET) };
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

/**
 * The lot's value of the figure (null: the lot has none). EV/ha is its fraction of `evTarget`, the lot's own
 * target. The log's figures come from `figures`: without them (not read yet, no signal) or for a lot they do
 * not name (created since), no value.
 */
export function lotValue(
  lot: Pick<Lot, "id" | "ev_per_ha" | "total">,
  figure: MapFigure,
  figures?: MapFigures,
  evTarget = DEFAULT_EV_TARGET,
): number | null {
  // Rounded so that 0.55 EV/ha against 0.5 is the 110 % it reads as, not 110.000…03 %.
  if (figure === "evHa") return lot.ev_per_ha === null ? null : round6(lot.ev_per_ha / evTarget);
  if (figure === "head") return lot.total;
  const row = figures ? byLot(figures).get(lot.id) : undefined;
  if (!row) return null;
  return figure === "rain30d" ? row.rain_mm_30d : daysSince(row.last_grazed, figures!.today);
}

/** Each answer's lots by id, made once per answer (a map colours up to 2,000 lots from it). */
const indexes = new WeakMap<MapFigures, Map<number, LotMapFigures>>();
function byLot(figures: MapFigures): Map<number, LotMapFigures> {
  let index = indexes.get(figures);
  if (!index) indexes.set(figures, (index = new Map(figures.lots.map((l) => [l.lot_id, l]))));
  return index;
}

/** The scale of `figure` for these lots; `evTarget`: the drawn lots' shared target (null: they differ). */
export function scaleFor(
  figure: MapFigure,
  lots: ReadonlyArray<Pick<Lot, "total">>,
  evTarget: number | null = DEFAULT_EV_TARGET,
): ColorScale {
  if (figure === "grazedDays") return grazedDaysScale();
  if (figure === "rain30d") return rainScale();
  return figure === "evHa" ? evHaScale(evTarget) : headScale(lots.reduce((m, l) => Math.max(m, l.total), 0));
}

/** The colour of `value` on `scale`: the step it falls in (below the first: the first). */
export function colorOf(scale: ColorScale, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return scale.noValue;
  const step = scale.steps.find((s) => s.max === null || value < s.max) ?? scale.steps[scale.steps.length - 1];
  return step?.color ?? scale.noValue;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
