// Vertical or horizontal bar chart (chart.js loaded lazily) with an accessible data table.
import { ChartFrame } from "./chart-frame";
import { formatNumber } from "./format";
import type { BarChartProps } from "./types";
import { useChart } from "./use-chart";

export function BarChart({
  title,
  labels,
  series,
  formatValue,
  summary,
  height = 240,
  labelHeader,
  className,
  horizontal,
  stacked,
}: BarChartProps) {
  const format = formatValue ?? ((value: number) => formatNumber(value));
  const { canvasRef, status } = useChart({
    kind: "bar",
    labels,
    series,
    horizontal,
    stacked,
    formatValue: format,
    hideLegend: series.length < 2,
  });
  return (
    <ChartFrame
      title={title}
      summary={summary}
      labels={labels}
      series={series}
      format={format}
      labelHeader={labelHeader}
      height={height}
      status={status}
      canvasRef={canvasRef}
      className={className}
    />
  );
}
