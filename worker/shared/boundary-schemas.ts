// PUT /field/{org}/{id}/boundary and /lot/{org}/{id}/boundary (docs/map.md): `{ geometry }`, a GeoJSON Polygon
// or MultiPolygon checked by checkBoundary (null removes the boundary). Shared by the API and the SPA's editor.
import * as z from "./zod";
import { checkBoundary, MAX_BOUNDARY_VERTICES, type Position } from "./boundary";

const coordinate = z.number({ error: "Cada coordenada es un número" }).finite("Cada coordenada es un número");

/** [longitude, latitude], or with an altitude (Google Earth writes one), which is dropped. */
const position = z
  .array(coordinate, { error: "Cada punto es [longitud, latitud]" })
  .min(2, "Cada punto es [longitud, latitud]")
  .max(3, "Cada punto es [longitud, latitud]")
  .transform((p): Position => [p[0]!, p[1]!]);

// The array bounds keep a hostile body from costing more than the vertex limit checked after.
const ring = z
  .array(position, { error: "Cada anillo es una lista de puntos" })
  .max(MAX_BOUNDARY_VERTICES + 1, `Como máximo ${MAX_BOUNDARY_VERTICES} vértices por límite`);
const polygon = z.array(ring, { error: "Cada polígono es una lista de anillos" }).max(100, "Demasiados anillos");

const geometry = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("Polygon"), coordinates: polygon }),
    z.object({
      type: z.literal("MultiPolygon"),
      coordinates: z.array(polygon, { error: "Un MultiPolygon es una lista de polígonos" }).max(500),
    }),
  ],
  { error: "El límite debe ser un polígono de GeoJSON (Polygon o MultiPolygon)" },
);

/** A boundary as written: checked, rounded and closed, or one Spanish issue saying what is wrong. */
export const boundaryGeometry = geometry.transform((g, ctx) => {
  const checked = checkBoundary(g);
  if (checked.ok) return checked.boundary;
  ctx.addIssue({ code: "custom", message: checked.message });
  return z.NEVER;
});

export const boundaryBody = z.strictObject({
  geometry: boundaryGeometry.nullable(),
});
