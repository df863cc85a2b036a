// The boundary calls (docs/map.md): a lot's or a field's boundary written (null removes it), a KML, KMZ or
// GeoJSON file read into a preview (multipart, nothing written) and every drawn boundary as a file. The
// network edge only; the cache effects are the mutations' in data/boundaries.ts.
import type { Boundary } from "@shared/boundary";
import { fetchBlob, uploadBody, type Uploaded } from "../../lib/api/binary";
import { api, call, id } from "../../lib/api/client";
import { downloadBlob } from "../../lib/download";

const importRoute = api.lot[":orgId"].boundaries.import;

/** The import's preview: each polygon of the file with its hectares or its issue, and its match. */
export type BoundaryPreview = Uploaded<typeof importRoute.$post>;
export type PreviewShape = BoundaryPreview["shapes"][number];
export type BoundaryFormat = "geojson" | "kml";

export const putLotBoundary = (orgId: number, lotId: number, geometry: Boundary | null) =>
  call(
    api.lot[":orgId"][":lotId"].boundary.$put({ param: { orgId: id(orgId), lotId: id(lotId) }, json: { geometry } }),
  );

export const putFieldBoundary = (orgId: number, fieldId: number, geometry: Boundary | null) =>
  call(api.field[":org"][":id"].boundary.$put({ param: { org: id(orgId), id: id(fieldId) }, json: { geometry } }));

/** POSTs the file as the multipart field `file`. */
export function previewBoundaryFile(orgId: number, file: File): Promise<BoundaryPreview> {
  const form = new FormData();
  form.append("file", file, file.name);
  return uploadBody<BoundaryPreview>(importRoute.$path({ param: { orgId: id(orgId) } }), form);
}

/** Every drawn boundary of the organization saved as `limites.geojson` or `limites.kml`. */
export async function downloadBoundaries(orgId: number, format: BoundaryFormat): Promise<void> {
  const path = api.lot[":orgId"].boundaries[":format{(geojson|kml)}"].$path({ param: { orgId: id(orgId), format } });
  downloadBlob(await fetchBlob(path), `limites.${format}`);
}
