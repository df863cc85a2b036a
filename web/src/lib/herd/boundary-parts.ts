// A boundary as its polygons ("parts"), shared by the map, its editor and the lot and field pages
// (docs/map.md).
import type { Boundary, Position } from "@shared/boundary";

/** One polygon: its outer ring, then its holes. */
export type PolygonRings = Position[][];

/** The polygons of a boundary (one for a Polygon). */
export const partsOf = (b: Boundary): PolygonRings[] => (b.type === "Polygon" ? [b.coordinates] : b.coordinates);

/** Whether any polygon has a hole: the map's editor draws outer rings only, so those are edited in their file. */
export const hasHoles = (b: Boundary) => partsOf(b).some((rings) => rings.length > 1);

/** Whether the map's editor can open this boundary (none yet, or one without holes). */
export const editable = (boundary: Boundary | null) => boundary === null || !hasHoles(boundary);
