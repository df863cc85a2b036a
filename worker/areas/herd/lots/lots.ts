// Lot structure writes: create (CREATE_LOT), edit (EDIT_LOT), reorder, soft delete (DELETE_LOT), each in one batch.
import { and, eq, sql } from "drizzle-orm";
import { lots } from "../../../db/schema";
import type { Db } from "../../../env";
import { ApiError, conflict, notFound } from "../../../lib/errors";
import type { Scope } from "../../organization/door";
import type { Lot } from "../../../shared/herd-types";
import type { lotBody, lotEditBody, lotOrderBody } from "../../../shared/herd-schemas";
import type * as z from "../../../shared/zod";
import { runBatch } from "../movements/movement-commit";
import { logStatement } from "../movements/herd-log";
import { assertOwned, ownedIds } from "../common/owned-ids";
import { idList } from "../common/sql";
import { lotsSql, toLot, type LotRow } from "./lot-queries";
import { toMovement, type MovementRow } from "../movements/movement-row";

export async function loadLots(db: Db, orgId: number, lotIds?: number[]): Promise<Lot[]> {
  const rows = await db.all<LotRow>(lotsSql({ orgId, lotIds }));
  return rows.map(toLot);
}

const assertField = ({ db, orgId }: Scope, fieldId: number | null | undefined) =>
  assertOwned(db, orgId, [
    { kind: "fields", id: fieldId, path: "field_id", message: "El campo no existe en esta organización" },
  ]);

const announceEntry = (scope: Scope, entry: MovementRow) =>
  scope.publish({ action: "movement-created", movement: toMovement(entry) });

export async function createLot(scope: Scope, body: z.output<typeof lotBody>) {
  await assertField(scope, body.field_id);
  const { db, orgId } = scope;
  const now = new Date().toISOString();
  // Inside the batch (a transaction, alone on the database) the newest lot of the org is this one.
  const newId = sql`(SELECT max(id) FROM lots WHERE organization_id = ${orgId})`;
  const order = body.order ?? sql`(SELECT coalesce(max("order"), -1) + 1 FROM lots WHERE organization_id = ${orgId})`;
  const results = await runBatch(db, [
    db.insert(lots).values({
      organization_id: orgId,
      name: body.name,
      hectares: body.hectares,
      field_id: body.field_id ?? null,
      order,
      created_at: now,
      updated_at: now,
    }),
    logStatement(db, orgId, scope.userId, {
      type: "CREATE_LOT",
      detail: `Alta del lote ${body.name}`,
      lot_id: newId,
      data: { name: body.name, hectares: body.hectares },
    }),
  ]);
  const [entry] = results[1] as MovementRow[];
  const [lot] = await loadLots(db, orgId, [entry!.lot_id!]);
  await Promise.all([scope.publish({ action: "lot-created", lot: lot! }), announceEntry(scope, entry!)]);
  return lot!;
}

/** Edits lot `current` (admitted by the lot door with a managing role). */
export async function editLot(scope: Scope, current: Lot, body: z.output<typeof lotEditBody>) {
  const lotId = current.id;
  await assertField(scope, body.field_id);
  const { db, orgId } = scope;
  const now = new Date().toISOString();
  const changes = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.hectares !== undefined ? { hectares: body.hectares } : {}),
    ...(body.field_id !== undefined ? { field_id: body.field_id ?? null } : {}),
    ...(body.order !== undefined ? { order: body.order } : {}),
  };
  const results = await runBatch(db, [
    db
      .update(lots)
      .set({ ...changes, updated_at: now })
      .where(eq(lots.id, lotId)),
    logStatement(db, orgId, scope.userId, {
      type: "EDIT_LOT",
      detail: `Edición del lote ${changes.name ?? current.name}`,
      lot_id: lotId,
      data: { ...changes, previous: { name: current.name, hectares: current.hectares, field_id: current.field_id } },
    }),
  ]);
  const [lot] = await loadLots(db, orgId, [lotId]);
  await Promise.all([
    scope.publish({ action: "lot-updated", lot: lot! }),
    announceEntry(scope, (results[1] as MovementRow[])[0]!),
  ]);
  return lot!;
}

export async function reorderLots(scope: Scope, body: z.output<typeof lotOrderBody>) {
  const { db, orgId } = scope;
  const ids = body.items.map((i) => i.id);
  const owned = (await ownedIds(db, orgId, { lots: ids })).lots;
  if (owned.size !== ids.length) {
    const issues = body.items.flatMap((item, i) =>
      owned.has(item.id) ? [] : [{ path: `items.${i}.id`, message: "El lote no existe en esta organización" }],
    );
    // Ids of another organization's lots are "not found" here, like everywhere else.
    throw new ApiError(404, "LOT_NOT_FOUND", "Lote no encontrado", issues);
  }
  // Inline integers (validated by zod): a bound parameter per lot would pass D1's limit of 100.
  const cases = sql.raw(
    body.items
      .filter((i) => Number.isSafeInteger(i.id) && Number.isSafeInteger(i.order))
      .map((i) => `WHEN ${i.id} THEN ${i.order}`)
      .join(" "),
  );
  await db
    .update(lots)
    .set({ order: sql`CASE ${lots.id} ${cases} END`, updated_at: new Date().toISOString() })
    .where(and(eq(lots.organization_id, orgId), sql`${lots.id} IN (${idList(ids)})`));
  const list = await loadLots(db, orgId);
  await scope.publish({ action: "lots-sync", lots: list });
  return list;
}

export async function deleteLot(scope: Scope, lotId: number) {
  const { db, orgId } = scope;
  const [row] = await db
    .select({
      name: lots.name,
      rodeos: sql<number>`(SELECT count(*) FROM rodeos r WHERE r.lot_id = "lots"."id" AND r.deleted = 0)`,
    })
    .from(lots)
    .where(and(eq(lots.id, lotId), eq(lots.organization_id, orgId), eq(lots.deleted, false)))
    .limit(1);
  if (!row) throw notFound("Lote no encontrado", "LOT_NOT_FOUND");
  if (row.rodeos > 0) {
    throw conflict(`El lote ${row.name} tiene rodeos: movelos a otro lote antes de eliminarlo`, "LOT_NOT_EMPTY");
  }
  const results = await runBatch(db, [
    db.update(lots).set({ deleted: true, updated_at: new Date().toISOString() }).where(eq(lots.id, lotId)),
    logStatement(db, orgId, scope.userId, {
      type: "DELETE_LOT",
      detail: `Baja del lote ${row.name}`,
      lot_id: lotId,
      data: { name: row.name },
    }),
  ]);
  await Promise.all([
    scope.publish({ action: "lot-deleted", lotId }),
    announceEntry(scope, (results[1] as MovementRow[])[0]!),
  ]);
}
