// Field and lot boundaries (docs/map.md): a GeoJSON Polygon or MultiPolygon in WGS84 (longitude, latitude),
// checked before anything is written, and its geodesic area. Shared by the API, the import and the SPA's editor.
import turfArea from "@turf/area";
import kinks from "@turf/kinks";

export type Position = [number, number];
export interface PolygonGeometry {
  type: "Polygon";
  coordinates: Position[][];
}
export interface MultiPolygonGeometry {
  type: "MultiPolygon";
  coordinates: Position[][][];
}
export type Boundary = PolygonGeometry | MultiPolygonGeometry;
/** One polygon: its outer ring, then its holes. */
export type PolygonRings = Position[][];

/** The polygons of a boundary (one for a Polygon). */
export const partsOf = (b: Boundary): PolygonRings[] => (b.type === "Polygon" ? [b.coordinates] : b.coordinates);

/** The most vertices one boundary may have (all its rings). */
export const MAX_BOUNDARY_VERTICES = 5000;
/** The largest boundary file (KML, KMZ, GeoJSON) the import reads. */
export const MAX_BOUNDARY_FILE_BYTES = 5 * 1024 * 1024;

export type BoundaryCheck = { ok: true; boundary: Boundary } | { ok: false; message: string };

const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];
/** Six decimals: about 10 cm, finer than any GPS or drawing on a map. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A ring as stored: rounded, without repeated consecutive points, closed. */
function cleanRing(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  for (const [lon, lat] of ring) {
    const p: Position = [round6(lon), round6(lat)];
    if (!out.length || !same(out[out.length - 1]!, p)) out.push(p);
  }
  if (out.length > 1 && same(out[0]!, out[out.length - 1]!)) out.pop();
  return out.length ? [...out, out[0]!] : out;
}

const distinctPoints = (ring: readonly Position[]) => new Set(ring.map(([lon, lat]) => `${lon},${lat}`)).size;

/** "-36.12345, -59.12345": where a problem is, as a person reads a coordinate (latitude first). */
export const placeText = ([lon, lat]: readonly number[]) => `${lat!.toFixed(5)}, ${lon!.toFixed(5)}`;

/**
 * Checks and normalises a polygon or multipolygon whose positions are already pairs of finite numbers: each
 * coordinate in range, at most MAX_BOUNDARY_VERTICES vertices, each ring with 3 distinct points or more, no
 * ring crossing itself or another. Rings come back rounded to 6 decimals and closed.
 */
export function checkBoundary(geometry: Boundary): BoundaryCheck {
  const polygons = partsOf(geometry);
  if (!polygons.length) return { ok: false, message: "El límite no tiene ningún polígono" };
  let vertices = 0;
  for (const polygon of polygons) {
    if (!polygon.length) return { ok: false, message: "Un polígono del límite no tiene puntos" };
    for (const ring of polygon) {
      vertices += ring.length;
      const out = ring.find(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90);
      if (out) {
        return {
          ok: false,
          message: `Coordenada fuera de rango (${out[1]}, ${out[0]}): la latitud va de -90 a 90 y la longitud de -180 a 180`,
        };
      }
    }
  }
  if (vertices > MAX_BOUNDARY_VERTICES) {
    return { ok: false, message: `El límite tiene ${vertices} vértices: como máximo ${MAX_BOUNDARY_VERTICES}` };
  }
  const cleaned = polygons.map((polygon) => polygon.map(cleanRing));
  for (const polygon of cleaned) {
    for (const ring of polygon) {
      if (distinctPoints(ring) < 3) return { ok: false, message: "Cada polígono necesita al menos 3 puntos distintos" };
    }
  }
  const boundary: Boundary =
    geometry.type === "Polygon"
      ? { type: "Polygon", coordinates: cleaned[0]! }
      : { type: "MultiPolygon", coordinates: cleaned };
  const crossings = kinks(boundary).features;
  if (crossings.length) {
    const at = crossings[0]!.geometry.coordinates;
    return { ok: false, message: `El polígono se corta a sí mismo cerca de ${placeText(at)}` };
  }
  return { ok: true, boundary };
}

/** The boundary's area on the ellipsoid's mean sphere, in hectares with two decimals (holes subtracted). */
export function boundaryHectares(boundary: Boundary): number {
  return Math.round(turfArea(boundary) / 100) / 100;
}

/** How far the declared hectares are from the computed ones, as a fraction of the computed (0.05 = 5 %). */
export const areaGap = (declared: number, computed: number) =>
  computed > 0 ? Math.abs(declared - computed) / computed : null;

/** Whether a point is inside a ring (ray casting; a point on the edge may go either way). */
function inRing([x, y]: Position, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Within EDGE_DEGREES of a segment of the ring: on its fence (a lot drawn along its field's edge shares it). */
const EDGE_DEGREES = 2e-6;
function onRing([x, y]: Position, ring: readonly Position[]): boolean {
  for (let i = 1; i < ring.length; i++) {
    const [x1, y1] = ring[i - 1]!;
    const [x2, y2] = ring[i]!;
    const dx = x2 - x1;
    const dy = y2 - y1;
    const t = dx || dy ? Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy))) : 0;
    if (Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy)) <= EDGE_DEGREES) return true;
  }
  return false;
}

/** Inside one of the boundary's polygons (its fence included) and not inside its holes. */
export const pointInBoundary = (point: Position, b: Boundary) =>
  partsOf(b).some(
    ([outer, ...holes]) =>
      (onRing(point, outer!) || inRing(point, outer!)) && !holes.some((h) => inRing(point, h) && !onRing(point, h)),
  );

/**
 * Whether `inner` lies within `outer`, judged by its vertices: a lot drawn past its field's fence by a few metres
 * is what this catches (a warning, never a refusal).
 */
export const boundaryWithin = (inner: Boundary, outer: Boundary) =>
  partsOf(inner).every((polygon) => polygon.every((ring) => ring.every((p) => pointInBoundary(p, outer))));
