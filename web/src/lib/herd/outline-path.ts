// A boundary's outline as an SVG path (docs/map.md), for the small thumbnails of the import preview, the lot's
// page and the fields page: no map library, just the polygon drawn to fit a square. Longitude is scaled by the
// cosine of the middle latitude (equirectangular), so a paddock keeps its shape at the ranch's latitude.
import { partsOf, type Boundary } from "@shared/boundary";

const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/**
 * The path ("M x y L … Z", one subpath per ring, holes included: draw it with fill-rule evenodd) of `geometry`
 * fitted and centred in a `size` × `size` box with `pad` left on each side; north is up. Null when there is
 * nothing to draw.
 */
export function outlinePath(geometry: Boundary, size = 64, pad = 2): string | null {
  const rings = partsOf(geometry).flat();
  const points = rings.flat();
  if (points.length === 0) return null;
  const lats = points.map((p) => p[1]);
  const lons = points.map((p) => p[0]);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  const cos = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const width = (east - west) * cos;
  const height = north - south;
  const inner = size - 2 * pad;
  // A degenerate shape (a line, a point) still gets a finite scale.
  const scale = inner / Math.max(width, height, 1e-12);
  const offsetX = pad + (inner - width * scale) / 2;
  const offsetY = pad + (inner - height * scale) / 2;
  const x = (lon: number) => oneDecimal(offsetX + (lon - west) * cos * scale);
  const y = (lat: number) => oneDecimal(offsetY + (north - lat) * scale);
  return rings
    .filter((ring) => ring.length > 0)
    .map((ring) => ring.map(([lon, lat], i) => `${i === 0 ? "M" : "L"}${x(lon)} ${y(lat)}`).join(" ") + " Z")
    .join(" ");
}
