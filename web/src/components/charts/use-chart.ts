// Mounts a chart on a canvas once the chart.js runtime chunk has loaded, and keeps it in sync
// with the data. The runtime is imported dynamically so no route chunk carries chart.js.
import { useEffect, useRef, useState } from "react";
import type { ChartHandle, ChartSpec } from "./chart-spec";

type Runtime = typeof import("./chart-runtime");
let runtimePromise: Promise<Runtime> | null = null;

/** Starts (or reuses) the download of the chart runtime; screens may call it early to warm up. */
export function loadChartRuntime(): Promise<Runtime> {
  runtimePromise ??= import("./chart-runtime").catch((error: unknown) => {
    runtimePromise = null; // a failed chunk load (offline) may succeed on the next mount
    throw error;
  });
  return runtimePromise;
}

export type ChartStatus = "loading" | "ready" | "fallback";

export function useChart(spec: ChartSpec): {
  canvasRef: React.RefObject<HTMLCanvasElement | null>;
  status: ChartStatus;
} {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const handleRef = useRef<ChartHandle | null>(null);
  const specRef = useRef(spec);
  const [status, setStatus] = useState<ChartStatus>("loading");
  // Functions (formatValue) change identity on every render; the data decides when to redraw.
  const dataKey = JSON.stringify([
    spec.kind,
    spec.labels,
    spec.series,
    spec.horizontal,
    spec.stacked,
    spec.axisTitles,
    spec.hideLegend,
  ]);

  useEffect(() => {
    specRef.current = spec;
  });

  useEffect(() => {
    let cancelled = false;
    loadChartRuntime()
      .then((runtime) => {
        if (cancelled || !canvasRef.current) return;
        handleRef.current = runtime.mountChart(canvasRef.current, specRef.current);
        setStatus(handleRef.current ? "ready" : "fallback");
      })
      .catch(() => {
        if (!cancelled) setStatus("fallback");
      });
    return () => {
      cancelled = true;
      handleRef.current?.destroy();
      handleRef.current = null;
    };
  }, []);

  useEffect(() => {
    handleRef.current?.update(specRef.current);
  }, [dataKey]);

  return { canvasRef, status };
}
