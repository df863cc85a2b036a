// Writing a field's boundary (docs/map.md): the checked geometry and its geodesic hectares; its lots drawn
// outside it are named in a warning, never a refusal.
import { and, eq } from "drizzle-orm";
import { fields, lots } from "../../../db/schema";
import { notFound } from "../../../lib/errors";
import type { Scope } from "../../organization/door";
import { boundaryHectares, boundaryWithin, type Boundary } from "../../../shared/boundary";
import { fieldColumns } from "./field-columns";

/** PUT /field/{org}/{id}/boundary: null removes it. Its lots drawn outside it are named in the warning. */
export async function writeFieldBoundary(scope: Scope, fieldId: number, geometry: Boundary | null) {
  const { db, orgId } = scope;
  const [updated, fieldLots] = await db.batch([
    db
      .update(fields)
      .set({
        boundary: geometry,
        computed_hectares: geometry ? boundaryHectares(geometry) : null,
        updated_at: new Date().toISOString(),
      })
      .where(and(eq(fields.id, fieldId), eq(fields.organization_id, orgId)))
      .returning(fieldColumns),
    db
      .select({ name: lots.name, boundary: lots.boundary })
      .from(lots)
      .where(and(eq(lots.field_id, fieldId), eq(lots.organization_id, orgId), eq(lots.deleted, false))),
  ]);
  const field = updated[0];
  if (!field) throw notFound("Campo no encontrado", "FIELD_NOT_FOUND");
  // Lots show their field: clients refetch them and the fields.
  await scope.publish({ action: "update-lots" });
  const outside = geometry
    ? fieldLots.filter((l) => l.boundary && !boundaryWithin(l.boundary, geometry)).map((l) => l.name)
    : [];
  const warning = outside.length
    ? `${outside.length === 1 ? "El potrero" : "Los potreros"} ${outside.join(", ")} ${outside.length === 1 ? "queda" : "quedan"} fuera del límite del campo ${field.name}`
    : undefined;
  return { field, ...(warning ? { warning } : {}) };
}
