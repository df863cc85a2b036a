// Starts and stops the boundary editor on the map (docs/map.md): its chunk (Terra Draw) is fetched when an edit
// begins, the map shows the edited shape's box, and a style change (street or satellite) starts it again on the
// new style, since a style replaces every layer.
import type { Map as MapLibre } from "maplibre-gl";
import { useEffect, useState } from "react";
import type { MapEditing } from "./map-canvas-props";
import type { DrawSession, DrawState } from "./map-draw";

export interface MapEditor {
  session: DrawSession | null;
  state: DrawState | null;
  /** The editor's chunk did not load (no signal and not cached). */
  failed: boolean;
}

export function useMapEditor(map: MapLibre | null, styleVersion: number, editing: MapEditing | null): MapEditor {
  const [session, setSession] = useState<DrawSession | null>(null);
  const [state, setState] = useState<DrawState | null>(null);
  const [failed, setFailed] = useState(false);
  const key = editing?.key ?? null;
  const boundary = editing?.boundary ?? null;
  const focus = editing?.focus ?? null;

  useEffect(() => {
    if (!map || key === null || styleVersion === 0) return;
    let stopped = false;
    let started: DrawSession | null = null;
    setFailed(false);
    if (focus) map.fitBounds(focus, { padding: 48, maxZoom: 17, duration: 0 });
    import("./map-draw")
      .then(({ startDrawing }) => {
        if (stopped) return;
        started = startDrawing(map, boundary, setState);
        setSession(started);
      })
      .catch(() => !stopped && setFailed(true));
    return () => {
      stopped = true;
      started?.stop();
      setSession(null);
      setState(null);
    };
    // The edit restarts for another lot or a new style, not when the parent hands an equal editing object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, styleVersion]);

  return { session, state, failed };
}
