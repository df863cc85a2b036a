// The ranch's boundaries as files (docs/map.md): GeoJSON (one Feature a field or lot, WGS84) and KML for Google
// Earth (a folder a field with its lots, lots without a field in a folder of their own). Only drawn ones go.
import type { Boundary, Position } from "../../../shared/boundary";

export interface BoundaryPlace {
  kind: "campo" | "potrero";
  id: number;
  name: string;
  hectares: number;
  computed_hectares: number | null;
  /** The field a lot belongs to (null: none, or a field itself). */
  field_id: number | null;
  boundary: Boundary;
}

export function boundariesGeoJson(places: readonly BoundaryPlace[]) {
  return {
    type: "FeatureCollection" as const,
    features: places.map((p) => ({
      type: "Feature" as const,
      properties: {
        tipo: p.kind,
        id: p.id,
        name: p.name,
        hectareas: p.hectares,
        hectareas_calculadas: p.computed_hectares,
        ...(p.kind === "potrero" ? { campo_id: p.field_id } : {}),
      },
      geometry: p.boundary,
    })),
  };
}

const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const ring = (positions: readonly Position[]) =>
  `<LinearRing><coordinates>${positions.map(([lon, lat]) => `${lon},${lat}`).join(" ")}</coordinates></LinearRing>`;
const polygon = ([outer, ...holes]: readonly Position[][]) =>
  `<Polygon><outerBoundaryIs>${ring(outer!)}</outerBoundaryIs>${holes
    .map((h) => `<innerBoundaryIs>${ring(h)}</innerBoundaryIs>`)
    .join("")}</Polygon>`;
const geometry = (b: Boundary) =>
  b.type === "Polygon"
    ? polygon(b.coordinates)
    : `<MultiGeometry>${b.coordinates.map(polygon).join("")}</MultiGeometry>`;
const placemark = (p: BoundaryPlace) =>
  `<Placemark><name>${xml(p.name)}</name><description>${xml(
    `${p.kind === "campo" ? "Campo" : "Potrero"}: ${p.hectares} ha declaradas`,
  )}</description>${geometry(p.boundary)}</Placemark>`;

/** A KML document: each field's folder holds its own placemark and its lots'. */
export function boundariesKml(
  ranch: string,
  fieldNames: ReadonlyMap<number, string>,
  places: readonly BoundaryPlace[],
) {
  const folders = new Map<number | null, BoundaryPlace[]>();
  for (const p of places) {
    const key = p.kind === "campo" ? p.id : p.field_id;
    folders.set(key, [...(folders.get(key) ?? []), p]);
  }
  const body = [...folders]
    .map(([fieldId, inside]) => {
      const name = fieldId === null ? "Potreros sin campo" : (fieldNames.get(fieldId) ?? "Campo");
      return `<Folder><name>${xml(name)}</name>${inside.map(placemark).join("")}</Folder>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${xml(
    ranch,
  )}</name>${body}</Document></kml>\n`;
}
