// Writing a lot's boundary (docs/map.md): the checked geometry and its geodesic hectares in one statement, the
// lot read back for the live message; a lot outside its field's boundary is a warning in the answer, never a
// refusal (a fence drawn a few metres off is common and harmless).
import { and, eq, sql } from "drizzle-orm";
import { lots } from "../../../db/schema";
import { notFound } from "../../../lib/errors";
import type { Scope } from "../../organization/door";
import { boundaryHectares, boundaryWithin, type Boundary } from "../../../shared/boundary";
import { readBoundary } from "../common/row-values";
import { loadLots } from "./lots";

export const outsideWarning = (lot: string, field: string) =>
  `El potrero ${lot} queda fuera del límite del campo ${field}: revisá el dibujo`;

/** PUT /lot/{org}/{id}/boundary: null removes it. */
export async function writeLotBoundary(scope: Scope, lotId: number, geometry: Boundary | null) {
  const { db, orgId } = scope;
  const [row] = await db
    .update(lots)
    .set({
      boundary: geometry,
      computed_hectares: geometry ? boundaryHectares(geometry) : null,
      updated_at: new Date().toISOString(),
    })
    .where(and(eq(lots.id, lotId), eq(lots.organization_id, orgId), eq(lots.deleted, false)))
    .returning({
      name: lots.name,
      field_name: sql<string | null>`(SELECT f.name FROM fields f WHERE f.id = ${lots.field_id})`,
      field_boundary: sql<string | null>`(SELECT f.boundary FROM fields f WHERE f.id = ${lots.field_id})`,
    });
  if (!row) throw notFound("Lote no encontrado", "LOT_NOT_FOUND");
  const [lot] = await loadLots(db, orgId, [lotId]);
  await scope.publish({ action: "lot-updated", lot: lot! });
  const fieldBoundary = readBoundary(row.field_boundary);
  const outside = geometry && fieldBoundary && !boundaryWithin(geometry, fieldBoundary);
  return { lot: lot!, ...(outside ? { warning: outsideWarning(row.name, row.field_name ?? "") } : {}) };
}
