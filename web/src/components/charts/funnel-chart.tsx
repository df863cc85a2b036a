// A funnel as horizontal bars (e.g. expuestas → preñadas → paridas → destetados), each step's
// share of the first shown in the tooltip and the fallback table; the unit titles the axis, so
// its ticks stay plain numbers, short enough for a phone.
import { ChartFrame } from "./chart-frame";
import { formatNumber } from "./format";
import type { FunnelChartProps } from "./types";

export function FunnelChart({ title, steps, unit, summary, height, className }: FunnelChartProps) {
  const first = steps[0]?.value ?? 0;
  const suffix = unit ? ` ${unit}` : "";
  const format = (value: number) => {
    const share = first > 0 ? ` (${formatNumber(Math.round((value / first) * 1000) / 10)} %)` : "";
    return `${formatNumber(value)}${suffix}${share}`;
  };
  return (
    <ChartFrame
      kind="bar"
      horizontal
      title={title}
      summary={summary}
      labels={steps.map((s) => s.label)}
      series={[{ label: title, data: steps.map((s) => s.value) }]}
      formatValue={format}
      axisTitles={unit ? { left: unit } : undefined}
      height={height ?? Math.max(160, steps.length * 48)}
      className={className}
    />
  );
}
