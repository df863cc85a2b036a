// The accessible frame around every chart: a figure named by the title, the canvas (hidden from
// assistive tech, which reads the summary) and the data as a visually hidden table. If the chart
// cannot draw (no canvas, chunk failed offline) the table becomes visible instead.
import type { ReactNode } from "react";
import type { ChartStatus } from "./use-chart";
import type { ChartSeries } from "./types";
import "./charts.css";

interface ChartFrameProps {
  title: string;
  summary?: string;
  labels: ReadonlyArray<string>;
  series: ReadonlyArray<ChartSeries>;
  format: (value: number, series: ChartSeries) => string;
  labelHeader?: string;
  height: number;
  status: ChartStatus;
  canvasRef: React.RefObject<HTMLCanvasElement | null>;
  className?: string;
  children?: ReactNode;
}

export function ChartFrame(props: ChartFrameProps) {
  const { title, summary, labels, series, format, labelHeader = "", height, status, canvasRef, className } = props;
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
              <th scope="col">{labelHeader}</th>
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
