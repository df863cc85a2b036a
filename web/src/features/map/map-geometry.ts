// What the map screen computes from the boundaries (docs/map.md): the box to fit, where a lot's label sits and
// which lot holds a position (¿Dónde estoy?). Pure, without MapLibre.
import { partsOf, pointInBoundary, type Boundary, type Position } from "@shared/boundary";

/** [[west, south], [east, north]]. */
export type Bounds = [Position, Position];

/**
 * Where a first boundary is drawn when nothing on the map places the ranch: the province of Buenos Aires (the
 * user zooms in, or ¿Dónde estoy? takes them to where they stand).
 */
export const BUENOS_AIRES_BOUNDS: Bounds = [
  [-63.4, -41.1],
  [-56.6, -33.2],
];

/** The box around every boundary given, or null when there is none. */
export function boundsOf(boundaries: ReadonlyArray<Boundary | null>): Bounds | null {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const b of boundaries) {
    if (!b) continue;
    for (const polygon of partsOf(b)) {
      for (const [lon, lat] of polygon[0] ?? []) {
        w = Math.min(w, lon);
        e = Math.max(e, lon);
        s = Math.min(s, lat);
        n = Math.max(n, lat);
      }
    }
  }
  return w === Infinity
    ? null
    : [
        [w, s],
        [e, n],
      ];
}

/**
 * Where the lot's label goes: the middle of its largest polygon's box when that point is inside the lot, else
 * the inside point of a 9×9 grid over the box nearest that middle (an L-shaped paddock's box centre may fall in
 * the neighbour), else its first vertex.
 */
export function labelPoint(boundary: Boundary): Position {
  const largest = partsOf(boundary).reduce((a, b) => (boxArea(b) > boxArea(a) ? b : a));
  const [[w, s], [e, n]] = boundsOf([{ type: "Polygon", coordinates: largest }])!;
  const middle: Position = [(w + e) / 2, (s + n) / 2];
  if (pointInBoundary(middle, boundary)) return middle;
  let best: Position | null = null;
  let bestDistance = Infinity;
  for (let i = 1; i < 10; i++) {
    for (let j = 1; j < 10; j++) {
      const p: Position = [w + ((e - w) * i) / 10, s + ((n - s) * j) / 10];
      const d = Math.hypot(p[0] - middle[0], p[1] - middle[1]);
      if (d < bestDistance && pointInBoundary(p, boundary)) [best, bestDistance] = [p, d];
    }
  }
  return best ?? largest[0]![0]!;
}

function boxArea(polygon: Position[][]): number {
  const box = boundsOf([{ type: "Polygon", coordinates: polygon }]);
  return box ? (box[1][0] - box[0][0]) * (box[1][1] - box[0][1]) : 0;
}

/** The first of `items` (lots, or fields) whose boundary holds `point` ([longitude, latitude]), or null. */
export function containing<T extends { boundary: Boundary | null }>(point: Position, items: readonly T[]): T | null {
  return items.find((item) => item.boundary !== null && pointInBoundary(point, item.boundary)) ?? null;
}

export type Whereabouts<L, F> = { kind: "lot"; lot: L } | { kind: "field"; field: F } | { kind: "outside" };

/** Which lot holds the position, else which field, else outside everything drawn. */
export function whereIs<L extends { boundary: Boundary | null }, F extends { boundary: Boundary | null }>(
  point: Position,
  lots: readonly L[],
  fields: readonly F[],
): Whereabouts<L, F> {
  const lot = containing(point, lots);
  if (lot) return { kind: "lot", lot };
  const field = containing(point, fields);
  return field ? { kind: "field", field } : { kind: "outside" };
}
