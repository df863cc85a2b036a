// Vertical or horizontal bar chart (chart.js loaded lazily) with an accessible data table.
import { ChartFrame } from "./chart-frame";
import type { BarChartProps } from "./types";

export function BarChart(props: BarChartProps) {
  return <ChartFrame kind="bar" {...props} />;
}
