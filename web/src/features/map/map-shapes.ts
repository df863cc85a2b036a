// What the map draws from the page's data (docs/map.md, "The map screen"): one GeoJSON collection for
// MapLibre's one source of ours, with the lots, the fields' fences and the user's position, each feature's
// `kind` saying which, and the filter each of our layers draws its kind with. One source, not one per kind:
// MapLibre's worker tiles it once and the map redraws once per tile that arrives, not once per tile of each
// source (docs/performance.md, the map bench). Apart from map-canvas.tsx so it is tested without MapLibre.
import type { Position } from "@shared/boundary";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import type { DrawnField, DrawnLot } from "./map-canvas-props";

export type ShapeKind = "lot" | "field" | "position";

/** The filter of a layer that draws the features of one kind. */
export const kindIs = (kind: ShapeKind): ["==", ["get", "kind"], ShapeKind] => ["==", ["get", "kind"], kind];

const feature = (kind: ShapeKind, geometry: Geometry, properties: Record<string, unknown> = {}): Feature => ({
  type: "Feature",
  geometry,
  properties: { kind, ...properties },
});

/** The lots (with their colour and whether chosen), then the fields, then the position when there is one. */
export function mapShapes(
  lots: readonly DrawnLot[],
  fields: readonly DrawnField[],
  selectedId: number | null,
  position: Position | null,
): FeatureCollection {
  return {
    type: "FeatureCollection",
    features: [
      ...lots.map((l) => feature("lot", l.boundary, { id: l.id, color: l.color, selected: l.id === selectedId })),
      ...fields.map((f) => feature("field", f.boundary, { id: f.id })),
      ...(position ? [feature("position", { type: "Point", coordinates: position })] : []),
    ],
  };
}
