// Line chart over categories (dates already formatted by the screen), optionally with a second
// axis on the right for a series in another unit; chart.js loaded lazily; accessible data table.
import { ChartFrame } from "./chart-frame";
import { formatNumber } from "./format";
import type { LineChartProps } from "./types";
import { useChart } from "./use-chart";

export function LineChart({
  title,
  labels,
  series,
  formatValue,
  summary,
  height = 240,
  labelHeader,
  className,
  axisTitles,
}: LineChartProps) {
  const format = formatValue ?? ((value: number) => formatNumber(value));
  const { canvasRef, status } = useChart({
    kind: "line",
    labels,
    series,
    axisTitles,
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
