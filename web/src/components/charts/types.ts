// Public types of the chart components: plain data in, no chart.js types leak to the screens.

/** One line or set of bars. `null` leaves a gap (e.g. no gain before the first weighing). */
export interface ChartSeries {
  label: string;
  data: ReadonlyArray<number | null>;
  /** Any CSS colour; defaults to the palette in order. */
  color?: string;
  /** Which vertical axis (line charts with two units, e.g. kg and kg/día). Default "left". */
  axis?: "left" | "right";
}

export interface ChartCommonProps {
  /** Accessible name of the chart and caption of its fallback table (e.g. "Cabezas por categoría"). */
  title: string;
  /** One label per point / bar (x axis; y axis when horizontal). */
  labels: ReadonlyArray<string>;
  series: ReadonlyArray<ChartSeries>;
  /** Formats values in tooltips, axes and the fallback table. Default: es-AR number. */
  formatValue?: (value: number, series: ChartSeries) => string;
  /** Formats the value axis' ticks where they need a shorter form than formatValue ("$ 20 M"). */
  formatTick?: (value: number) => string;
  /** Short text read by screen readers instead of the whole table, e.g. "Total 1.520 cabezas". */
  summary?: string;
  /** Canvas height in px (width follows the container). Default 240. */
  height?: number;
  /** Header of the first column of the fallback table; without one the corner cell stays empty. */
  labelHeader?: string;
  className?: string;
}

export interface BarChartProps extends ChartCommonProps {
  horizontal?: boolean;
  stacked?: boolean;
}

export interface LineChartProps extends ChartCommonProps {
  /** Axis titles, e.g. { left: "kg", right: "kg/día" }. */
  axisTitles?: { left?: string; right?: string };
}

export interface FunnelStep {
  label: string;
  value: number;
}

export interface FunnelChartProps {
  title: string;
  /** In order, widest first (e.g. expuestas → preñadas → paridas → destetados). */
  steps: ReadonlyArray<FunnelStep>;
  /** Unit after the numbers in the fallback and tooltips, e.g. "cabezas". */
  unit?: string;
  summary?: string;
  height?: number;
  className?: string;
}
