// Rodeo structure writes: create (with initial animals, a CREATE_RODEO entry), edit (EDIT_RODEO, and a
// TRANSFER entry when it changes lot), delete when empty (DELETE_RODEO). Each in one batch.
import { and, eq, sql } from "drizzle-orm";
import { lots, rodeoStock, rodeos } from "../../../db/schema";
import type { Db } from "../../../env";
import { badRequest, conflict, notFound } from "../../../lib/errors";
import type { Scope } from "../../organization/door";
import type { MovementAnimal } from "../../../shared/herd-types";
import type * as z from "../../../shared/zod";
import type { rodeoBody, rodeoEditBody } from "../../../shared/herd-schemas";
import { findCategory } from "../movements/movement-draft";
import { loadHerdContext } from "../movements/herd-context";
import { runBatch } from "../movements/movement-commit";
import { idList } from "../common/sql";
import { loadLotsAndRodeos } from "../common/herd-live";
import { logStatement } from "../movements/herd-log";
import { toMovement, type MovementRow } from "../movements/movement-row";
import { countNoun } from "../../../shared/plural";

/**
 * The log entries a rodeo write made. One entry is a movement-created. A change of lot is the one
 * write that logs several at once (EDIT_RODEO and TRANSFER): that is a bulk change of the log, sent
 * as one update-movements carrying the entries (docs/live-sync.md).
 */
function announceEntries({ publish }: Scope, entries: MovementRow[]) {
  const list = entries.map(toMovement);
  if (list.length > 1) return publish({ action: "update-movements", movements: list });
  return list[0] ? publish({ action: "movement-created", movement: list[0] }) : undefined;
}

async function announceRodeo(
  scope: Scope,
  action: "rodeo-created" | "rodeo-updated",
  rodeoId: number,
  lotIds: Array<number | null>,
  entries: MovementRow[],
) {
  const {
    lots: changedLots,
    rodeos: [rodeo],
  } = await loadLotsAndRodeos(scope.db, scope.orgId, lotIds, [rodeoId]);
  await Promise.all([
    rodeo ? scope.publish({ action, rodeo }) : undefined,
    changedLots.length ? scope.publish({ action: "update-lots", lots: changedLots }) : undefined,
    announceEntries(scope, entries),
  ]);
  return rodeo!;
}

export async function createRodeo(scope: Scope, body: z.output<typeof rodeoBody>) {
  const { db, orgId } = scope;
  const ctx = await loadHerdContext(db, orgId, { rodeoIds: [], lotIds: body.lot_id ? [body.lot_id] : [] });
  const lot = body.lot_id ? ctx.lots.get(body.lot_id) : undefined;
  if (body.lot_id && !lot) {
    throw badRequest("Datos inválidos", "VALIDATION_ERROR", [
      { path: "lot_id", message: "El lote no existe en esta organización" },
    ]);
  }
  const animals: MovementAnimal[] = [];
  const issues = (body.animals ?? []).flatMap((a, i) => {
    const category = findCategory(ctx, a.category_id ?? a.type!);
    if (category) animals.push({ type: category.name, category_id: category.id, count: a.count });
    return category
      ? []
      : [
          {
            path: `animals.${i}.${a.category_id ? "category_id" : "type"}`,
            message: "La categoría no existe en esta organización",
          },
        ];
  });
  if (issues.length) throw badRequest("Datos inválidos", "VALIDATION_ERROR", issues);

  const now = new Date().toISOString();
  // Inside the batch (a transaction, run alone on the database) the newest rodeo of the org is this one.
  const newId = sql`(SELECT max(id) FROM rodeos WHERE organization_id = ${orgId})`;
  const perCategory = new Map<number, number>();
  for (const a of animals) perCategory.set(a.category_id!, (perCategory.get(a.category_id!) ?? 0) + a.count);
  const results = await runBatch(db, [
    db.insert(rodeos).values({
      organization_id: orgId,
      name: body.name,
      lot_id: body.lot_id ?? null,
      created_at: now,
      updated_at: now,
    }),
    ...[...perCategory].map(([category_id, count]) =>
      db.insert(rodeoStock).values({ organization_id: orgId, rodeo_id: newId, category_id, count, updated_at: now }),
    ),
    logStatement(
      db,
      orgId,
      scope.userId,
      {
        type: "CREATE_RODEO",
        detail: body.detail || `Alta del rodeo ${body.name}`,
        rodeo_id: newId,
        lot_id: body.lot_id ?? null,
        animals,
        data: { name: body.name, ...(lot ? { lot: lot.name } : {}) },
        date: body.date,
      },
      now,
    ),
  ]);
  const [entry] = results.at(-1) as MovementRow[];
  const rodeo = await announceRodeo(scope, "rodeo-created", entry!.rodeo_id!, [body.lot_id ?? null], [entry!]);
  return { rodeo, movement: toMovement(entry!) };
}

/** The rodeo with its lot's name, or 404 when it is not a live rodeo of the organization. */
async function liveRodeo(db: Db, orgId: number, id: number) {
  const [row] = await db
    .select({
      id: rodeos.id,
      name: rodeos.name,
      lot_id: rodeos.lot_id,
      total: sql<number>`coalesce((SELECT sum(s.count) FROM rodeo_stock s WHERE s.rodeo_id = "rodeos"."id"), 0)`,
    })
    .from(rodeos)
    .where(and(eq(rodeos.id, id), eq(rodeos.organization_id, orgId), eq(rodeos.deleted, false)))
    .limit(1);
  if (!row) throw notFound("Rodeo no encontrado", "RODEO_NOT_FOUND");
  return row;
}

export async function editRodeo(scope: Scope, id: number, body: z.output<typeof rodeoEditBody>) {
  const { db, orgId, userId } = scope;
  const current = await liveRodeo(db, orgId, id);
  const lotChanges = body.lot_id !== undefined && (body.lot_id ?? null) !== current.lot_id;
  let toLot: { id: number; name: string } | null = null;
  let fromLot: { id: number; name: string } | null = null;
  if (lotChanges) {
    const ids = [body.lot_id, current.lot_id].filter((v): v is number => typeof v === "number");
    const found = await db
      .select({ id: lots.id, name: lots.name, deleted: lots.deleted })
      .from(lots)
      .where(and(eq(lots.organization_id, orgId), sql`${lots.id} IN (${idList(ids)})`));
    toLot = found.find((l) => l.id === body.lot_id && !l.deleted) ?? null;
    fromLot = found.find((l) => l.id === current.lot_id) ?? null;
    if (body.lot_id && !toLot) {
      throw badRequest("Datos inválidos", "VALIDATION_ERROR", [
        { path: "lot_id", message: "El lote no existe en esta organización" },
      ]);
    }
  }
  const name = body.name ?? current.name;
  const newLot = lotChanges ? (body.lot_id ?? null) : current.lot_id;
  const now = new Date().toISOString();
  const results = await runBatch(db, [
    db.update(rodeos).set({ name, lot_id: newLot, updated_at: now }).where(eq(rodeos.id, id)),
    logStatement(
      db,
      orgId,
      userId,
      {
        type: "EDIT_RODEO",
        detail: name === current.name ? `Edición del rodeo ${name}` : `Rodeo ${current.name} renombrado a ${name}`,
        rodeo_id: id,
        lot_id: newLot,
        data: { name, previous_name: current.name, lot_id: newLot },
      },
      now,
    ),
    ...(lotChanges
      ? [
          logStatement(
            db,
            orgId,
            userId,
            {
              type: "TRANSFER",
              detail: `Cambio de lote del rodeo ${name}: ${fromLot?.name ?? "sin lote"} → ${toLot?.name ?? "sin lote"}`,
              rodeo_id: id,
              lot_id: newLot,
              data: {
                lot_change: true,
                from_lot_id: current.lot_id,
                to_lot_id: newLot,
                from_lot: fromLot?.name ?? null,
                to_lot: toLot?.name ?? null,
              },
            },
            now,
          ),
        ]
      : []),
  ]);
  const entries = results.slice(1).map((r) => (r as MovementRow[])[0]!);
  return announceRodeo(scope, "rodeo-updated", id, lotChanges ? [current.lot_id, newLot] : [], entries);
}

export async function deleteRodeo(scope: Scope, id: number) {
  const { db, orgId, publish } = scope;
  const current = await liveRodeo(db, orgId, id);
  if (current.total > 0) {
    throw conflict(
      `El rodeo ${current.name} todavía tiene ${countNoun(current.total, "animal")}: movelos o registrá su salida antes de eliminarlo`,
      "RODEO_NOT_EMPTY",
    );
  }
  const now = new Date().toISOString();
  const results = await runBatch(db, [
    db.update(rodeos).set({ deleted: true, updated_at: now }).where(eq(rodeos.id, id)),
    logStatement(
      db,
      orgId,
      scope.userId,
      {
        type: "DELETE_RODEO",
        detail: `Baja del rodeo ${current.name}`,
        rodeo_id: id,
        lot_id: current.lot_id,
        data: { name: current.name },
      },
      now,
    ),
  ]);
  const [entry] = results[1] as MovementRow[];
  const { lots: changedLots } = await loadLotsAndRodeos(db, orgId, [current.lot_id], []);
  await Promise.all([
    publish({ action: "rodeo-deleted", rodeoId: id }),
    changedLots.length ? publish({ action: "update-lots", lots: changedLots }) : undefined,
    publish({ action: "movement-created", movement: toMovement(entry!) }),
  ]);
}
