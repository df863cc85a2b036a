// The chart.js part of the charts, loaded on demand (its own chunk): registers only the
// controllers, elements, scales and plugins our bar and line charts use, so tree-shaking drops
// the rest of chart.js.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartDataset,
  type ScaleOptions,
} from "chart.js";
import type { ChartHandle, ChartSpec } from "./chart-spec";
import { formatNumber } from "./format";
import { colorAt, GRID_COLOR, TICK_COLOR } from "./palette";

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

type AnyConfig = ChartConfiguration<"bar" | "line", (number | null)[], string>;

function datasets(spec: ChartSpec): ChartDataset<"bar" | "line", (number | null)[]>[] {
  const twoAxes = spec.kind === "line" && spec.series.some((s) => s.axis === "right");
  return spec.series.map((series, index) => {
    const color = colorAt(index, series.color);
    const base = { label: series.label, data: [...series.data], borderColor: color, backgroundColor: color };
    if (spec.kind === "bar") return { ...base, borderRadius: 4, maxBarThickness: 48 };
    return {
      ...base,
      tension: 0.25,
      spanGaps: true,
      pointRadius: 3,
      ...(twoAxes ? { yAxisID: series.axis === "right" ? "y1" : "y" } : {}),
    };
  });
}

function valueScale(spec: ChartSpec, title: string | undefined, position: "left" | "right"): ScaleOptions<"linear"> {
  const first = spec.series.find((s) => (s.axis ?? "left") === position) ?? spec.series[0];
  return {
    type: "linear",
    position,
    stacked: spec.stacked ?? false,
    beginAtZero: spec.kind === "bar",
    grid: { color: GRID_COLOR, drawOnChartArea: position === "left" },
    ticks: {
      color: TICK_COLOR,
      // An axis titled with its unit shows bare numbers: short ticks leave the plot room on a phone.
      callback: (v: number | string) =>
        title
          ? formatNumber(Number(v))
          : spec.formatTick
            ? spec.formatTick(Number(v))
            : first
              ? spec.formatValue(Number(v), first)
              : String(v),
    },
    title: { display: Boolean(title), text: title ?? "", color: TICK_COLOR },
  };
}

function config(spec: ChartSpec): AnyConfig {
  const horizontal = spec.kind === "bar" && spec.horizontal;
  const categoryScale = {
    type: "category",
    stacked: spec.stacked ?? false,
    grid: { display: false },
    ticks: { color: TICK_COLOR },
  };
  const scales: Record<string, unknown> = horizontal
    ? { y: categoryScale, x: { ...valueScale(spec, spec.axisTitles?.left, "left"), position: "bottom" } }
    : { x: categoryScale, y: valueScale(spec, spec.axisTitles?.left, "left") };
  if (spec.kind === "line" && spec.series.some((s) => s.axis === "right")) {
    scales.y1 = valueScale(spec, spec.axisTitles?.right, "right");
  }
  return {
    type: spec.kind,
    data: { labels: [...spec.labels], datasets: datasets(spec) },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? false : { duration: 300 },
      indexAxis: horizontal ? "y" : "x",
      interaction: { mode: "index", intersect: false },
      scales: scales as AnyConfig["options"] extends { scales?: infer S } ? S : never,
      plugins: {
        legend: { display: !spec.hideLegend, position: "bottom", labels: { boxWidth: 12 } },
        tooltip: {
          callbacks: {
            label: (item) => {
              const series = spec.series[item.datasetIndex];
              const raw = item.raw as number | null;
              if (!series || raw === null) return "";
              return `${series.label}: ${spec.formatValue(raw, series)}`;
            },
          },
        },
      },
    },
  } as AnyConfig;
}

export function mountChart(canvas: HTMLCanvasElement, spec: ChartSpec): ChartHandle | null {
  // No 2D context (jsdom, very old browsers): the accessible table stays the only rendering.
  if (!canvas.getContext("2d")) return null;
  const chart = new Chart(canvas, config(spec));
  return {
    update(next) {
      const fresh = config(next);
      chart.data = fresh.data;
      chart.options = fresh.options ?? {};
      chart.update();
    },
    destroy() {
      chart.destroy();
    },
  };
}
