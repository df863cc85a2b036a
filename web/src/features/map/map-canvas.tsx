// The map itself (docs/map.md): MapLibre GL JS, loaded only by the Mapa screen (its own chunk). It only draws
// what the page computed: fields as dashed fences, lots filled with their colour and labelled with HTML
// markers (no glyphs: the blank style needs no network), the position of ¿Dónde estoy?. A tap on a lot or
// its label selects it.
import type { FeatureCollection } from "geojson";
import {
  Map as MapLibre,
  NavigationControl,
  prewarm,
  setWorkerUrl,
  type GeoJSONSource,
  type MapLayerMouseEvent,
} from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
// The worker as a file of the build: the CSP allows workers from 'self' only, never blob: URLs.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useMemo, useRef, useState } from "react";
import { markFirstScreenShown } from "../../app/first-screen-shown";
import { useMessages } from "../../lib/i18n";
import { DrawToolbar } from "./draw-toolbar";
import { LabelLayer } from "./label-layer";
import { labelElement } from "./map-label";
import type { MapCanvasProps } from "./map-canvas-props";
import { declutter } from "./map-declutter";
import { mapMessages } from "./map-messages";
import { kindIs, mapShapes } from "./map-shapes";
import { BLANK_STYLE, STYLE_URLS, styleFor, type BaseMap } from "./map-style";
import { makeDraggable } from "./rodeo-drag";
import { useMapEditor } from "./use-map-editor";

setWorkerUrl(workerUrl);
// MapLibre's worker starts with this module, not with the map: a worker started by the map fetches its script
// then, and the messages posted to it before it runs wait for the page's main thread, which is busy making the
// map, so the lots reached the worker a frame or two late (docs/performance.md, the map bench).
prewarm();

/** Our one source: the lots, the fields and the position (map-shapes.ts). */
const SHAPES = "shapes";

/**
 * The frame after the map's first idle, with the labels it showed then: the bench's "map drawn" (tests/bench/
 * map.ts, docs/performance.md), timed inside the page where the bench's own polling adds nothing.
 */
export const MAP_DRAWN_MARK = "tropero:map-drawn";

/** The longest the first screen waits for the map's first idle (first-screen-shown.ts). */
const FIRST_SCREEN_AT_MOST_MS = 5_000;

/**
 * Our source, with the shapes it draws from the start (not filled in by a later render: one trip to MapLibre's
 * worker less before the first frame), and our layers, each drawing one kind of its features; added again
 * after every style change (a style replaces everything).
 */
function addLayers(map: MapLibre, shapes: FeatureCollection) {
  map.addSource(SHAPES, { type: "geojson", data: shapes });
  map.addLayer({
    id: "lots-fill",
    type: "fill",
    source: SHAPES,
    filter: kindIs("lot"),
    // No antialiased outline of its own: lots-line draws the edge (one shader and one draw call fewer).
    paint: { "fill-color": ["get", "color"], "fill-opacity": 0.6, "fill-antialias": false },
  });
  map.addLayer({
    id: "lots-line",
    type: "line",
    source: SHAPES,
    filter: kindIs("lot"),
    paint: { "line-color": "#1f2d1a", "line-width": ["case", ["get", "selected"], 4, 1.5] },
  });
  map.addLayer({
    id: "fields-line",
    type: "line",
    source: SHAPES,
    filter: kindIs("field"),
    paint: { "line-color": "#5b4420", "line-width": 2.5, "line-dasharray": [3, 2] },
  });
  map.addLayer({
    id: "position",
    type: "circle",
    source: SHAPES,
    filter: kindIs("position"),
    paint: {
      "circle-radius": 8,
      "circle-color": "#1a73e8",
      "circle-stroke-color": "#ffffff",
      "circle-stroke-width": 3,
    },
  });
}

export default function MapCanvas(props: MapCanvasProps) {
  const { lots, fields, bounds, selectedId, onSelect, position, editing, onMoveRodeo } = props;
  const t = useMessages(mapMessages);
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibre | null>(null);
  /** The map as soon as it is made: the labels are placed in the same commit, not one render (two frames) later. */
  const madeMap = useRef<MapLibre | null>(null);
  /** Whether a style has loaded: the labels are decluttered then, not while the map is being made. */
  const styleLoaded = useRef(false);
  const shapes = useMemo(() => mapShapes(lots, fields, selectedId, position), [lots, fields, selectedId, position]);
  /** The shapes of the last render (a style that loads takes them) and the ones the map has. */
  const latestShapes = useRef(shapes);
  const drawnShapes = useRef<FeatureCollection | null>(null);
  /** Bumped when a style (with our layers) finished loading: the data effects draw again. */
  const [styleVersion, setStyleVersion] = useState(0);
  const [base, setBase] = useState<BaseMap>("street");
  const select = useRef(onSelect);
  /** While a boundary is edited, taps belong to the editor, not to the lots under it. */
  const editingNow = useRef(false);
  const editor = useMapEditor(map, styleVersion, editing);
  /** What a dragged rodeo is dropped on, and what the drop does: current, though the labels are made once. */
  const drawn = useRef(lots);
  const moveRodeo = useRef(onMoveRodeo);
  const canMoveRodeos = onMoveRodeo !== undefined;
  const isEditing = editing !== null;
  const firstBounds = useRef(bounds);
  /** MapLibre's own controls speak the app's language (read once, when the map is made). */
  const controlTexts = useRef({
    "NavigationControl.ZoomIn": t.zoomIn,
    "NavigationControl.ZoomOut": t.zoomOut,
    "AttributionControl.ToggleAttribution": t.credits,
    "Map.Title": t.map,
  });

  useEffect(() => {
    select.current = onSelect;
    editingNow.current = isEditing;
    drawn.current = lots;
    moveRodeo.current = onMoveRodeo;
  }, [onSelect, isEditing, lots, onMoveRodeo]);

  useEffect(() => {
    let remote = typeof styleFor("street") === "string";
    const created = new MapLibre({
      container: container.current!,
      style: styleFor("street"),
      bounds: firstBounds.current,
      fitBoundsOptions: { padding: 32, maxZoom: 16 },
      attributionControl: { compact: true },
      locale: controlTexts.current,
      dragRotate: false,
      pitchWithRotate: false,
    });
    created.touchZoomRotate.disableRotation();
    // The blank style draws nothing but the frame's own colour until our lots are in: its canvas is shown with
    // the first full frame (`load`), so the empty frames before are not composited (Chromium without a GPU
    // reads each shown frame of a WebGL canvas back, docs/performance.md). A base map shows its tiles as they come.
    if (!remote) {
      const canvas = created.getCanvas();
      canvas.style.visibility = "hidden";
      created.once("load", () => (canvas.style.visibility = ""));
    }
    created.addControl(new NavigationControl({ showCompass: false }), "top-right");
    let loaded = false;
    created.on("style.load", () => {
      loaded = true;
      styleLoaded.current = true;
      addLayers(created, latestShapes.current);
      drawnShapes.current = latestShapes.current;
      setStyleVersion((v) => v + 1);
    });
    // The configured style did not load (no signal, the host down): the blank one still shows the lots.
    created.on("error", () => {
      if (!loaded && remote) {
        remote = false;
        created.setStyle(BLANK_STYLE);
      }
    });
    created.on("click", "lots-fill", (e: MapLayerMouseEvent) => {
      const id = e.features?.[0]?.properties?.id;
      if (typeof id === "number" && !editingNow.current) select.current(id);
    });
    created.on("mouseenter", "lots-fill", () => (created.getCanvas().style.cursor = "pointer"));
    created.on("mouseleave", "lots-fill", () => (created.getCanvas().style.cursor = ""));
    madeMap.current = created;
    setMap(created);
    return () => created.remove();
  }, []);

  useEffect(() => {
    latestShapes.current = shapes;
    if (!map || styleVersion === 0 || drawnShapes.current === shapes) return;
    drawnShapes.current = shapes;
    // setData resolves once the worker has the data; nothing waits for it.
    void map.getSource<GeoJSONSource>(SHAPES)?.setData(shapes);
  }, [map, styleVersion, shapes]);

  // The first screen is this map drawn with its lots (the page waits for it, map-page.tsx): the first idle after
  // our data went to the map. A base map slow to load (or none) holds the socket and the service worker back
  // for a few seconds at most.
  useEffect(() => {
    if (!map) return;
    const shown = () => markFirstScreenShown();
    const atMost = setTimeout(shown, FIRST_SCREEN_AT_MOST_MS);
    if (styleVersion > 0) map.once("idle", shown);
    return () => {
      clearTimeout(atMost);
      map.off("idle", shown);
    };
  }, [map, styleVersion]);

  // The labels: made again when the lots change, not when one is tapped (the next effect marks it). They are
  // HTML over the canvas, so they survive style changes.
  const labels = useRef<LabelLayer | null>(null);
  useEffect(() => {
    const map = madeMap.current;
    if (!map || isEditing) return;
    const layer = new LabelLayer(map);
    layer.show(
      lots.map((l) => ({
        at: l.label,
        element: labelElement(
          l,
          () => select.current(l.id),
          canMoveRodeos
            ? (chip, rodeoId) =>
                makeDraggable(chip, { map, rodeoId, fromLotId: l.id, lots: () => drawn.current }, (m) =>
                  moveRodeo.current?.(m),
                )
            : undefined,
        ),
      })),
    );
    labels.current = layer;
    return () => {
      labels.current = null;
      layer.remove();
    };
  }, [lots, isEditing, canMoveRodeos]);

  // The tapped lot's label stands out and keeps its place: it is the first the others give way to. The first
  // time, after the style loaded: the layout its boxes need then runs while MapLibre's worker reads our sources.
  useEffect(() => {
    const map = madeMap.current;
    const layer = labels.current;
    if (!map || !layer) return;
    const elements = layer.elements;
    const chosen = lots.findIndex((l) => l.id === selectedId);
    elements.forEach((el, i) => el.classList.toggle("map-label-selected", i === chosen));
    const ordered = chosen < 0 ? elements : [elements[chosen]!, ...elements.filter((_, i) => i !== chosen)];
    const tidy = () => declutter(ordered);
    if (styleLoaded.current) tidy();
    else map.once("style.load", tidy);
    map.on("moveend", tidy);
    return () => {
      map.off("style.load", tidy);
      map.off("moveend", tidy);
    };
  }, [lots, selectedId, isEditing, canMoveRodeos]);

  useEffect(() => {
    if (!map || styleVersion === 0) return;
    const drawnMark = () =>
      requestAnimationFrame(() =>
        performance.mark(MAP_DRAWN_MARK, { detail: { labels: labels.current?.elements.length ?? 0 } }),
      );
    map.once("idle", drawnMark);
    return () => void map.off("idle", drawnMark);
  }, [map, styleVersion]);

  useEffect(() => {
    if (map && position) map.easeTo({ center: position, zoom: Math.max(map.getZoom(), 14) });
  }, [map, position]);

  const changeBase = (next: BaseMap) => {
    setBase(next);
    map?.setStyle(styleFor(next), { diff: false });
  };

  const frame = (
    <div className="map-frame">
      <div ref={container} className="map-canvas" role="region" aria-label={t.map} />
      {STYLE_URLS.satellite && !editing ? (
        <div className="map-base" role="group" aria-label={t.baseMap}>
          {(["street", "satellite"] as const).map((b) => (
            <button key={b} type="button" aria-pressed={base === b} onClick={() => changeBase(b)}>
              {b === "street" ? t.street : t.satellite}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
  return (
    <DrawToolbar editing={editing} {...editor}>
      {frame}
    </DrawToolbar>
  );
}
