// What the boundary editor does to shapes (docs/map.md), pure and without the drawing library: the polygons
// ("parts") the editor holds back as one boundary, a vertex taken out, the vertex nearest a tap.
import type { Boundary, PolygonRings, Position } from "@shared/boundary";

/** A screen point in CSS pixels. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** The parts as one boundary: none is null, one a Polygon, more a MultiPolygon. */
export function boundaryOf(parts: readonly PolygonRings[]): Boundary | null {
  if (parts.length === 0) return null;
  if (parts.length === 1) return { type: "Polygon", coordinates: parts[0]! };
  return { type: "MultiPolygon", coordinates: [...parts] };
}

const distinct = (ring: readonly Position[]) => new Set(ring.map(([lon, lat]) => `${lon},${lat}`)).size;

/**
 * A closed ring without its vertex `index` (the first and the last are the same vertex), closed again; null
 * when fewer than 3 distinct points would remain (no longer a polygon).
 */
export function withoutVertex(ring: readonly Position[], index: number): Position[] | null {
  const open = ring.slice(0, -1);
  if (index < 0 || index >= open.length) return null;
  const rest = open.filter((_, i) => i !== index);
  if (distinct(rest) < 3) return null;
  return [...rest, rest[0]!];
}

/** A vertex of one of the parts' outer rings: the part and its index in the ring. */
export interface VertexRef {
  part: number;
  index: number;
}

/**
 * The outer-ring vertex nearest `tap` on the screen, if within `radius` pixels (a finger's width): what
 * "Quitar vértice" takes out. The closing repeat of the first vertex is skipped.
 */
export function nearestVertex(
  outerRings: ReadonlyArray<readonly Position[]>,
  tap: ScreenPoint,
  toScreen: (p: Position) => ScreenPoint,
  radius: number,
): VertexRef | null {
  let best: VertexRef | null = null;
  let bestDistance = radius;
  outerRings.forEach((ring, part) => {
    ring.slice(0, -1).forEach((p, index) => {
      const s = toScreen(p);
      const d = Math.hypot(s.x - tap.x, s.y - tap.y);
      if (d <= bestDistance) {
        bestDistance = d;
        best = { part, index };
      }
    });
  });
  return best;
}
