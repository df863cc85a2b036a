// What a chart component hands to the lazily loaded runtime: our own plain description.
import type { ChartSeries } from "./types";

export interface ChartSpec {
  kind: "bar" | "line";
  labels: ReadonlyArray<string>;
  series: ReadonlyArray<ChartSeries>;
  horizontal?: boolean;
  stacked?: boolean;
  axisTitles?: { left?: string; right?: string };
  formatValue: (value: number, series: ChartSeries) => string;
  formatTick?: (value: number) => string;
  /** Hide the legend (single series charts whose title already says what it is). */
  hideLegend?: boolean;
}

export interface ChartHandle {
  update(spec: ChartSpec): void;
  destroy(): void;
}
