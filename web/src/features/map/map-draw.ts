// The boundary editor's drawing (docs/map.md): Terra Draw on the MapLibre map, in its own lazy chunk (it loads
// when an edit starts, never with the map alone). A lot's or field's boundary is held as one polygon feature per
// part; a new one is drawn tap by tap, an existing one edited in place (drag a vertex, drag a midpoint to add
// one, tap a vertex and take it out), with Terra Draw's own undo and redo of every step.
import { boundaryHectares, partsOf, type Boundary, type PolygonRings, type Position } from "@shared/boundary";
import type { Feature } from "geojson";
import type { GeoJSONSource, Map as MapLibre, MapMouseEvent } from "maplibre-gl";
import {
  TerraDraw,
  TerraDrawModeUndoRedo,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  TerraDrawSessionUndoRedo,
  type GeoJSONStoreFeatures,
} from "terra-draw";
import { TerraDrawMapLibreGLAdapter } from "terra-draw-maplibre-gl-adapter";
import { boundaryOf, nearestVertex, withoutVertex, type VertexRef } from "./draw-shapes";

/** What the toolbar shows and enables. */
export interface DrawState {
  /** Closed polygons held (0: nothing drawn yet). */
  parts: number;
  /** Their geodesic area, as the server will compute it. */
  hectares: number | null;
  /** A polygon is being drawn (tap to add corners, tap the first to close). */
  drawing: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** A vertex was tapped: "Quitar vértice" can take it out. */
  picked: boolean;
}

export interface DrawSession {
  undo(): void;
  redo(): void;
  /** Takes the tapped vertex out; false when the polygon would keep fewer than 3 points. */
  removePicked(): boolean;
  /** Starts drawing one more polygon (a lot in two pieces). */
  addPart(): void;
  /** Clears everything and starts drawing again. */
  restart(): void;
  /** The parts held, as one boundary (null: nothing drawn). */
  boundary(): Boundary | null;
  stop(): void;
}

const POLYGON = "polygon";
const SELECT = "select";
const PICKED = "draw-picked-vertex";
/** A finger's width around a vertex, in CSS pixels. */
const TAP_RADIUS = 22;
const EDGE = "#b3261e";

const closedPolygons = (draw: TerraDraw) =>
  draw
    .getSnapshot()
    .filter((f) => f.geometry.type === "Polygon" && f.properties.mode === POLYGON && !f.properties.currentlyDrawing);

const feature = (rings: PolygonRings): GeoJSONStoreFeatures => ({
  id: crypto.randomUUID(),
  type: "Feature",
  geometry: { type: "Polygon", coordinates: rings },
  properties: { mode: POLYGON },
});

/** Starts editing `boundary` (null: draws a new one) on a map whose style has loaded. */
export function startDrawing(
  map: MapLibre,
  boundary: Boundary | null,
  onState: (state: DrawState) => void,
): DrawSession {
  const draw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [
      new TerraDrawPolygonMode({
        styles: { fillColor: "#f4d35e", fillOpacity: 0.35, outlineColor: EDGE, outlineWidth: 3 },
        pointerDistance: TAP_RADIUS,
      }),
      new TerraDrawSelectMode({
        pointerDistance: TAP_RADIUS,
        flags: {
          [POLYGON]: {
            feature: { coordinates: { draggable: true, midpoints: { draggable: true }, deletable: true } },
          },
        },
        styles: {
          selectedPolygonColor: "#f4d35e",
          selectedPolygonFillOpacity: 0.35,
          selectedPolygonOutlineColor: EDGE,
          selectedPolygonOutlineWidth: 3,
          selectionPointWidth: 7,
          selectionPointColor: "#ffffff",
          selectionPointOutlineColor: EDGE,
          selectionPointOutlineWidth: 3,
          midPointWidth: 5,
          midPointColor: EDGE,
        },
      }),
    ],
    undoRedo: { modeLevel: new TerraDrawModeUndoRedo(), sessionLevel: new TerraDrawSessionUndoRedo() },
  });
  let picked: (VertexRef & { id: string | number }) | null = null;

  const showPicked = (at: Position | null) => {
    const data = { type: "FeatureCollection" as const, features: [] as Feature[] };
    if (at) data.features.push({ type: "Feature", geometry: { type: "Point", coordinates: at }, properties: {} });
    void map.getSource<GeoJSONSource>(PICKED)?.setData(data);
  };

  let stopped = false;
  let queued = false;
  const reportNow = () => {
    queued = false;
    if (stopped) return;
    const parts = closedPolygons(draw);
    const shape = boundaryOf(parts.map((f) => f.geometry.coordinates as PolygonRings));
    onState({
      parts: parts.length,
      hectares: shape ? boundaryHectares(shape) : null,
      drawing: draw.getMode() === POLYGON,
      canUndo: draw.canUndo(),
      canRedo: draw.canRedo(),
      picked: picked !== null,
    });
  };
  // Drawing changes the shape on every move of the pointer: the toolbar hears of it once a frame.
  const report = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(reportNow);
  };

  const unpick = () => {
    picked = null;
    showPicked(null);
  };

  const editPart = (id: string | number) => {
    draw.setMode(SELECT);
    draw.selectFeature(id);
  };

  // A tap near a vertex of the parts picks it (the editing mode keeps its own taps for dragging).
  const onTap = (e: MapMouseEvent) => {
    if (draw.getMode() !== SELECT) return;
    const parts = closedPolygons(draw);
    const rings = parts.map((f) => (f.geometry.coordinates as PolygonRings)[0]!);
    const hit = nearestVertex(rings, e.point, (p) => map.project(p), TAP_RADIUS);
    picked = hit ? { ...hit, id: parts[hit.part]!.id! } : null;
    showPicked(hit ? rings[hit.part]![hit.index]! : null);
    report();
  };

  draw.on("finish", (id, context) => {
    unpick();
    if (context.mode === POLYGON && context.action === "draw") editPart(id);
    report();
  });
  draw.on("change", () => {
    if (picked && draw.getMode() === SELECT) unpick();
    report();
  });
  draw.on("history", report);

  draw.start();
  map.addSource(PICKED, { type: "geojson", data: { type: "FeatureCollection", features: [] } });
  map.addLayer({
    id: PICKED,
    type: "circle",
    source: PICKED,
    paint: { "circle-radius": 11, "circle-color": EDGE, "circle-stroke-color": "#ffffff", "circle-stroke-width": 3 },
  });
  map.on("click", onTap);

  const parts = boundary ? partsOf(boundary) : [];
  if (parts.length) {
    const features = parts.map((rings) => feature([rings[0]!]));
    draw.addFeatures(features);
    editPart(features[0]!.id!);
    draw.clearUndoRedoHistory();
  } else {
    draw.setMode(POLYGON);
  }
  report();

  return {
    undo: () => {
      unpick();
      draw.undo();
      report();
    },
    redo: () => {
      unpick();
      draw.redo();
      report();
    },
    removePicked: () => {
      if (!picked) return false;
      const target = closedPolygons(draw).find((f) => f.id === picked!.id);
      const rings = target?.geometry.coordinates as PolygonRings | undefined;
      const ring = rings ? withoutVertex(rings[0]!, picked.index) : null;
      if (!target || !ring) return false;
      draw.updateFeatureGeometry(target.id!, { type: "Polygon", coordinates: [ring, ...rings!.slice(1)] });
      unpick();
      report();
      return true;
    },
    addPart: () => {
      unpick();
      draw.setMode(POLYGON);
      report();
    },
    restart: () => {
      unpick();
      draw.clear();
      draw.setMode(POLYGON);
      report();
    },
    boundary: () => boundaryOf(closedPolygons(draw).map((f) => f.geometry.coordinates as PolygonRings)),
    stop: () => {
      stopped = true;
      map.off("click", onTap);
      if (map.getLayer(PICKED)) map.removeLayer(PICKED);
      if (map.getSource(PICKED)) map.removeSource(PICKED);
      draw.stop();
    },
  };
}
