// Mounts a chart on a canvas once the chart.js runtime chunk has loaded, and keeps it in sync
// with the data. The runtime is imported dynamically so no route chunk carries chart.js, and only
// when the canvas comes near the screen: a chart below the fold costs a phone nothing until the
// user scrolls to it.
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

/** How far below the screen a chart starts loading, so it is drawn by the time it is scrolled to. */
const NEAR_SCREEN = "300px";

/** Calls `show` once `element` is within NEAR_SCREEN of the viewport (at once where that cannot be watched). */
function whenNearScreen(element: Element | null, show: () => void): () => void {
  if (!element || typeof IntersectionObserver === "undefined") {
    show();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      show();
    },
    { rootMargin: NEAR_SCREEN },
  );
  observer.observe(element);
  return () => observer.disconnect();
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
    const mount = () =>
      loadChartRuntime()
        .then((runtime) => {
          if (cancelled || !canvasRef.current) return;
          handleRef.current = runtime.mountChart(canvasRef.current, specRef.current);
          setStatus(handleRef.current ? "ready" : "fallback");
        })
        .catch(() => {
          if (!cancelled) setStatus("fallback");
        });
    const stopWatching = whenNearScreen(canvasRef.current, () => void mount());
    return () => {
      cancelled = true;
      stopWatching();
      handleRef.current?.destroy();
      handleRef.current = null;
    };
  }, []);

  useEffect(() => {
    handleRef.current?.update(specRef.current);
  }, [dataKey]);

  return { canvasRef, status };
}
