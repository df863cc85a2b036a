// The demo ranch on the map (docs/map.md): each field a rectangle of its declared hectares near its town (Ayacucho
// and Rauch, province of Buenos Aires), its lots side by side along it, each of its own declared hectares: the
// rectangular paddocks of the Pampa. Computed areas match the declared ones well within 5 %.
import { boundaryHectares, type Boundary, type Position } from "../../shared/boundary";
import { FIELDS, LOTS, type FieldKey } from "./ranch-plan";

/** Metres per degree of latitude on the sphere the area is computed on (WGS84's equatorial radius). */
const METRES_PER_DEGREE = (6378137 * Math.PI) / 180;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A rectangle `width` × `height` metres whose south-west corner is `[lon, lat]`, counter-clockwise. */
export function rectangle([lon, lat]: Position, width: number, height: number): Boundary {
  const dLat = height / METRES_PER_DEGREE;
  const dLon = width / (METRES_PER_DEGREE * Math.cos(((lat + dLat / 2) * Math.PI) / 180));
  const [w, s, e, n] = [lon, lat, lon + dLon, lat + dLat].map(round6) as [number, number, number, number];
  return {
    type: "Polygon",
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  };
}

/** Each field's south-west corner: open country a few kilometres out of its town. */
const CORNERS: Record<FieldKey, Position> = {
  esperanza: [-58.42, -37.17],
  ombu: [-59.2, -36.73],
};

export interface RanchBoundary {
  boundary: Boundary;
  computed_hectares: number;
}

const withArea = (boundary: Boundary): RanchBoundary => ({ boundary, computed_hectares: boundaryHectares(boundary) });

/** The fields' boundaries by key and the lots' in LOTS order. */
export function ranchBoundaries(): { fields: Record<FieldKey, RanchBoundary>; lots: RanchBoundary[] } {
  const fields = {} as Record<FieldKey, RanchBoundary>;
  const height = new Map<FieldKey, number>();
  for (const f of FIELDS) {
    // Twice as long as deep: a field's depth is shared by all its lots.
    const depth = Math.sqrt((f.hectares * 10_000) / 2);
    height.set(f.key, depth);
    fields[f.key] = withArea(rectangle(CORNERS[f.key], 2 * depth, depth));
  }
  const along = new Map<FieldKey, number>();
  const lots = LOTS.map((l) => {
    const depth = height.get(l.field)!;
    const offset = along.get(l.field) ?? 0;
    const width = (l.hectares * 10_000) / depth;
    along.set(l.field, offset + width);
    const [lon, lat] = CORNERS[l.field];
    const west = lon + offset / (METRES_PER_DEGREE * Math.cos(((lat + depth / METRES_PER_DEGREE / 2) * Math.PI) / 180));
    return withArea(rectangle([west, lat], width, depth));
  });
  return { fields, lots };
}
