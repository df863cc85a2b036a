// The frame every chart draws in: loads chart.js lazily onto the canvas (hidden from assistive
// tech, which reads the summary), names the figure by the title and keeps the data as a visually
// hidden table. If the chart cannot draw (no canvas, chunk failed offline) the table becomes visible.
import type { ChartSpec } from "./chart-spec";
import { formatNumber } from "./format";
import type { ChartCommonProps } from "./types";
import { useChart } from "./use-chart";
import "./charts.css";

export type ChartFrameProps = ChartCommonProps & Pick<ChartSpec, "kind" | "horizontal" | "stacked" | "axisTitles">;

export function ChartFrame(props: ChartFrameProps) {
  const { title, summary, labels, series, formatValue, labelHeader = "", height = 240, className } = props;
  const format = formatValue ?? ((value: number) => formatNumber(value));
  const { canvasRef, status } = useChart({
    kind: props.kind,
    labels,
    series,
    horizontal: props.horizontal,
    stacked: props.stacked,
    axisTitles: props.axisTitles,
    formatValue: format,
    formatTick: props.formatTick,
    hideLegend: series.length < 2,
  });
  const fallback = status === "fallback";
  return (
    <figure
      className={["chart", className].filter(Boolean).join(" ")}
      aria-label={title}
      aria-busy={status === "loading"}
    >
      {summary ? <figcaption className="visually-hidden">{summary}</figcaption> : null}
      <div
        className="chart-canvas"
        style={{ height: fallback ? undefined : height }}
        hidden={fallback}
        aria-hidden="true"
      >
        <canvas ref={canvasRef} />
      </div>
      {/* A table ignores width: 1px, so the hiding wrapper is a div (it keeps the table accessible). */}
      <div className={fallback ? "chart-table-wrap" : "visually-hidden"}>
        <table className="chart-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              {/* Without a header text the corner is a plain cell: an empty <th> names nothing. */}
              {labelHeader ? <th scope="col">{labelHeader}</th> : <td />}
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={`${label}-${row}`}>
                <th scope="row">{label}</th>
                {series.map((s) => {
                  const value = s.data[row];
                  return <td key={s.label}>{value === null || value === undefined ? "—" : format(value, s)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
