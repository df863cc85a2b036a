// Writes a movement change (create, edit, soft delete) and its stock and supply effects in ONE db.batch(),
// after checking against the loaded stock and supplies that nothing goes negative (409, nothing written);
// the same batch reads back the supplies it changed, for the live messages.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { movements, rodeoStock } from "../../../db/schema";
import type { Db } from "../../../env";
import { conflict } from "../../../lib/errors";
import { findShortage } from "./replay";
import { changeEffects, stockKey, type EffectMovement, type StockDelta } from "./stock-effects";
import type { MovementMetadata, MovementSource } from "../../../shared/herd-types";
import type { HerdContext } from "./herd-context";
import type { NewMovement } from "./movement-draft";
import { changedAssetsRead, supplyAssetIds, supplyWrites } from "../supplies/supplies";
import { lastMovementWrite, toAsset, type AssetRow } from "../supplies/asset-view";
import { namedAssetIds } from "../supplies/supply-effects";
import type { Asset } from "../../../shared/supply-types";
import { jsonList } from "../common/row-values";
import { toMetadata, type MovementRow } from "./movement-row";

export const asEffect = (row: MovementRow): EffectMovement => ({
  type: row.type,
  rodeo_id: row.rodeo_id,
  animals: jsonList<{ category_id: number | null; count: number }>(row.animals),
  data: (row.data ?? {}) as Record<string, unknown>,
  deleted: row.deleted,
});

/** The rodeos a stored movement's effect touches (to load them before reverting it). */
export function rodeosOf(row: MovementRow): number[] {
  const data = (row.data ?? {}) as Record<string, unknown>;
  return [row.rodeo_id, data.to_rodeo_id, data.destination_rodeo_id].filter(
    (id): id is number => typeof id === "number",
  );
}

/** The assets a stored movement's effect touches (to load them before reverting it). */
export const assetsOf = (row: MovementRow): number[] =>
  supplyAssetIds({ type: row.type, data: (row.data ?? {}) as Record<string, unknown> });

/** Refuses (409) a change that would leave a count negative or put animals in a removed rodeo or category. */
export function checkDeltas(ctx: HerdContext, deltas: readonly StockDelta[]): void {
  for (const d of deltas) {
    const rodeo = ctx.rodeos.get(d.rodeo_id);
    if (!rodeo) throw conflict("El rodeo del registro ya no existe", "RODEO_GONE");
    if (d.delta > 0 && rodeo.deleted) throw conflict(`El rodeo ${rodeo.name} fue eliminado`, "RODEO_GONE");
    if (!ctx.categories.has(d.category_id)) throw conflict("La categoría del registro ya no existe", "CATEGORY_GONE");
  }
  const shortage = findShortage((r, c) => ctx.stock.get(stockKey(r, c)) ?? 0, deltas);
  if (shortage) {
    const category = ctx.categories.get(shortage.category_id)?.name ?? "desconocida";
    const rodeo = ctx.rodeos.get(shortage.rodeo_id)?.name ?? "desconocido";
    throw conflict(
      `No hay suficientes animales de la categoría ${category} en el rodeo ${rodeo}: ` +
        `disponibles ${shortage.available}, pedidos ${shortage.requested}`,
      "INSUFFICIENT_STOCK",
    );
  }
}

/** Stock statements for net deltas: increments upsert, decrements update (the row exists: checked). */
export function stockStatements(db: Db, orgId: number, deltas: readonly StockDelta[], now: string) {
  return deltas.map((d) =>
    d.delta > 0
      ? db
          .insert(rodeoStock)
          .values({ organization_id: orgId, rodeo_id: d.rodeo_id, category_id: d.category_id, count: d.delta })
          .onConflictDoUpdate({
            target: [rodeoStock.rodeo_id, rodeoStock.category_id],
            set: { count: sql`${rodeoStock.count} + ${d.delta}`, updated_at: now },
          })
      : db
          .update(rodeoStock)
          .set({ count: sql`${rodeoStock.count} + ${d.delta}`, updated_at: now })
          .where(and(eq(rodeoStock.rodeo_id, d.rodeo_id), eq(rodeoStock.category_id, d.category_id))),
  );
}

/**
 * Fails the whole batch when the movement's version changed since it was read (a concurrent edit), so its old
 * effect is never reverted twice: json() of a non-JSON text raises an error inside the transaction.
 */
function unchangedGuard(db: Db, row: MovementRow) {
  return db
    .select({
      ok: sql`json(CASE WHEN ${movements.version} = ${row.version} AND ${movements.deleted} = 0 THEN '1' ELSE 'stale' END)`,
    })
    .from(movements)
    .where(eq(movements.id, row.id));
}

/** Runs a batch, turning the database's concurrency backstops into 409s. */
export async function runBatch(db: Db, items: BatchItem<"sqlite">[]) {
  try {
    return await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (e) {
    const message = String((e as Error)?.message ?? e) + String((e as { cause?: Error })?.cause?.message ?? "");
    if (message.includes("CHECK constraint failed")) {
      throw conflict("El stock cambió mientras se guardaba. Probá de nuevo.", "STOCK_CHANGED");
    }
    if (message.includes("malformed JSON")) {
      throw conflict("El registro cambió mientras lo guardabas. Volvé a cargarlo.", "STALE_RECORD");
    }
    throw e;
  }
}

export interface CommitInput {
  ctx: HerdContext;
  userId: number;
  /** The stored movement (edit, delete) or null (create). */
  before: MovementRow | null;
  /** The new content (create, edit) or null (delete). */
  after: NewMovement | null;
  /** Extra statements committed in the same batch (e.g. a structural change). */
  extra?: BatchItem<"sqlite">[];
  /** Extra statements right after the movement write (they may read the new movement: a purchase's link). */
  then?: BatchItem<"sqlite">[];
  /** Kept in a new movement's metadata: recorded from outside the app's forms (WhatsApp). */
  source?: MovementSource;
}

export interface CommitResult {
  row: MovementRow;
  deltas: StockDelta[];
  /** The live supplies the change created or whose quantity it changed, read in the same batch. */
  assets: Asset[];
}

export async function commitMovement(db: Db, input: CommitInput): Promise<CommitResult> {
  const { ctx, before, after } = input;
  const afterEffect = after ? { ...after, deleted: false } : null;
  const deltas = changeEffects(before ? asEffect(before) : null, afterEffect);
  checkDeltas(ctx, deltas);
  const now = new Date().toISOString();
  const supplies = supplyWrites(db, ctx, before ? asEffect(before) : null, afterEffect, now);
  const items: BatchItem<"sqlite">[] = [];
  if (before) items.push(unchangedGuard(db, before));
  items.push(...stockStatements(db, ctx.orgId, deltas, now), ...(input.extra ?? []), ...supplies.statements);
  items.push(movementWrite(db, input, now, supplies.data));
  const movementAt = items.length - 1;
  items.push(...(input.then ?? []));
  const lastMovement = lastMovementWrite(db, ctx.orgId, {
    ids: [...new Set([...(before ? namedAssetIds(asEffect(before)) : []), ...(after ? namedAssetIds(after) : [])])],
    newest: supplies.created,
    // A new movement only moves the date forward; an edit or delete recomputes it from the log.
    date: before ? null : after!.date,
  });
  if (lastMovement) items.push(lastMovement);
  const assetRead = changedAssetsRead(db, ctx.orgId, supplies);
  if (assetRead) items.push(assetRead);
  const results = await runBatch(db, items);
  const [row] = results[movementAt] as MovementRow[];
  const assetRows = assetRead ? (results.at(-1) as AssetRow[]) : [];
  return { row: row!, deltas, assets: assetRows.map(toAsset) };
}

/** `data` overrides the movement's data when the database fills part of it (new assets' ids). */
function movementWrite(db: Db, { ctx, before, after, userId, source }: CommitInput, now: string, data: SQL | null) {
  const content = after && data ? { ...after, data } : after;
  if (!before) {
    const metadata: MovementMetadata = { lot_id: after!.lot_id, editHistory: [], ...(source ? { source } : {}) };
    return db
      .insert(movements)
      .values({
        ...content!,
        organization_id: ctx.orgId,
        metadata,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returning();
  }
  const old = toMetadata(before.metadata, before.lot_id);
  const metadata: MovementMetadata = after
    ? { ...old, lot_id: after.lot_id, editHistory: [...old.editHistory, { editedBy: userId, editedAt: now }] }
    : { ...old, deletedBy: userId, deletedAt: now };
  return db
    .update(movements)
    .set({
      ...(content ?? { deleted: true }),
      metadata,
      version: sql`${movements.version} + 1`,
      updated_at: now,
    })
    .where(and(eq(movements.id, before.id), eq(movements.organization_id, ctx.orgId)))
    .returning();
}
