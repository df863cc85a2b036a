// Public surface of the charts: small React components that lazily load a trimmed chart.js and
// always render an accessible data table. Stable API, shared by the herd screens.
export { BarChart } from "./bar-chart";
export { LineChart } from "./line-chart";
export { FunnelChart } from "./funnel-chart";
export { loadChartRuntime } from "./use-chart";
export { formatNumber } from "./format";
export { CHART_COLORS } from "./palette";
export type { BarChartProps, ChartSeries, FunnelChartProps, FunnelStep, LineChartProps } from "./types";
