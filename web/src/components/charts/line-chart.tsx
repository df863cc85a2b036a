// Line chart over categories (dates already formatted by the screen), optionally with a second
// axis on the right for a series in another unit; chart.js loaded lazily; accessible data table.
import { ChartFrame } from "./chart-frame";
import type { LineChartProps } from "./types";

export function LineChart(props: LineChartProps) {
  return <ChartFrame kind="line" {...props} />;
}
