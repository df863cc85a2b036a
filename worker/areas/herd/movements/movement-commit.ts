// Writes a movement change (create, edit, soft delete) and its stock and supply effects in ONE db.batch(),
// after checking against the loaded stock and supplies that nothing goes negative (409, nothing written);
// the same batch reads back, after the movement and the stock, the lots and rodeos the live messages carry with
// a create's context for its next write (one statement, context-cache.ts), and a supply change reads the
// supplies. The aggregates follow by themselves (triggers on movements, docs/aggregates.md).
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
import { changedSuppliesRead, existingSupplyIds, supplyWrites } from "../supplies/supplies";
import { lastMovementWrite, toSupply, type SupplyRow } from "../supplies/supply-view";
import { namedSupplyIds } from "../supplies/supply-effects";
import type { Supply } from "../../../shared/supply-types";
import { jsonList } from "../common/row-values";
import { toMetadata, type MovementRow } from "./movement-row";
import { liveColumns, readLive, type LiveRow, type LiveState } from "../common/herd-live";
import { clearanceDay } from "../../../shared/clearance";
import { planAnimals, taggedWithinCounts } from "../animals/animal-writes";
import { forgetTouched } from "./context-cache";

export const asEffect = (row: MovementRow): EffectMovement => ({
  type: row.type,
  rodeo_id: row.rodeo_id,
  animals: jsonList<{ category_id: number | null; count: number }>(row.animals),
  data: (row.data ?? {}) as Record<string, unknown>,
  deleted: row.deleted,
});

/** The rodeos a stored movement's effect touches (to load them before reverting it). */
export function rodeosOf(row: Pick<MovementRow, "rodeo_id" | "data">): number[] {
  const data = (row.data ?? {}) as Record<string, unknown>;
  return [row.rodeo_id, data.to_rodeo_id, data.destination_rodeo_id].filter(
    (id): id is number => typeof id === "number",
  );
}

/** The supplies a stored movement's effect touches (to load them before reverting it). */
export const suppliesOf = (row: MovementRow): number[] =>
  existingSupplyIds({ type: row.type, data: (row.data ?? {}) as Record<string, unknown> });

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

/**
 * What the batch reads once every write is done, as named columns: the live messages' lots and rodeos
 * (liveColumns) and a create's context for the next write (context-cache.ts).
 */
type AfterColumns = Record<string, SQL>;

/** The row of the AfterColumns (NULL when not asked for). */
type AfterRow = Partial<LiveRow> & { context?: string | null };

/**
 * The stock statement of net deltas, one statement for every (rodeo, category) count. Counts that exist (the
 * common case) are updated. A count a rodeo does not have yet needs an upsert: SQLite checks CHECK (count >= 0)
 * on the row to insert before it finds the conflict, so a row is inserted with its increase (or 0) and the
 * delta itself is added on conflict. A decrease finds its row (checkDeltas saw it); should a concurrent write
 * have taken the animals, the CHECK fails the whole batch (runBatch answers 409).
 */
export function stockStatement(db: Db, ctx: HerdContext, deltas: readonly StockDelta[], now: string) {
  if (!deltas.length) return null;
  // A count that goes down checks, in the same statement, that its active tagged animals still fit in it.
  const lowers = deltas.some((d) => d.delta < 0);
  const ids = deltas.map((d) => ctx.stockIds.get(stockKey(d.rodeo_id, d.category_id)));
  if (ids.every((id) => id !== undefined)) {
    const rows = JSON.stringify(deltas.map((d, i) => [ids[i], d.delta]));
    const delta = sql`(SELECT value ->> '$[1]' FROM json_each(${rows}) WHERE value ->> '$[0]' = ${rodeoStock.id})`;
    return db
      .update(rodeoStock)
      .set({
        count: sql`${rodeoStock.count} + ${delta}`,
        updated_at: lowers ? taggedWithinCount(sql`${rodeoStock.count} + ${delta}`, now) : now,
      })
      .where(sql`${rodeoStock.id} IN (SELECT value ->> '$[0]' FROM json_each(${rows}))`);
  }
  const rows = JSON.stringify(deltas.map((d) => [d.rodeo_id, d.category_id, d.delta]));
  const upsertDelta = sql`(SELECT value ->> '$[2]' FROM json_each(${rows})
    WHERE value ->> '$[0]' = excluded.rodeo_id AND value ->> '$[1]' = excluded.category_id)`;
  return db
    .insert(rodeoStock)
    .select(
      sql`SELECT NULL, ${ctx.orgId}, value ->> '$[0]', value ->> '$[1]', max(value ->> '$[2]', 0), ${now}
        FROM json_each(${rows}) WHERE 1 ORDER BY key`,
    )
    .onConflictDoUpdate({
      target: [rodeoStock.rodeo_id, rodeoStock.category_id],
      set: {
        updated_at: lowers ? taggedWithinCount(sql`${rodeoStock.count} + ${upsertDelta}`, now) : now,
        count: sql`${rodeoStock.count} + ${upsertDelta}`,
      },
    });
}

/**
 * The stock row's new updated_at, or an error that stops the batch (409 TAGGED_OVER_COUNT) when its rodeo would
 * hold more active tagged animals of the category than `count` (docs/animals.md): a JSON path error is how a plain
 * statement stops a D1 batch with a name. A negative count is left to the CHECK (409 STOCK_CHANGED).
 */
const taggedWithinCount = (count: SQL, now: string) =>
  sql`CASE WHEN ${count} >= 0 AND (SELECT count(*) FROM animals a WHERE a.rodeo_id = ${rodeoStock.rodeo_id}
      AND a.category_id = ${rodeoStock.category_id} AND a.state = 'activo') > ${count}
    THEN json_extract('{}', 'TAGGED_OVER_COUNT') ELSE ${now} END`;

/**
 * The AfterColumns, read after the movement and the stock are written (its own statement: as a RETURNING of
 * the stock statement it costs more, docs/aggregates.md). Each column is named: D1 hands a row over keyed by column
 * name, and an unnamed one whose name looks like an array index would move first.
 */
const afterRead = (db: Db, after: AfterColumns) =>
  db
    .select(Object.fromEntries(Object.entries(after).map(([name, column]) => [name, sql`${column}`.as(name)])))
    .from(sql`(SELECT 1)`);

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
    if (message.includes("TAGGED_OVER_COUNT")) {
      throw conflict(
        "Quedarían más animales caravaneados que cabezas en el rodeo: indicá las caravanas de los animales que salen",
        "TAGGED_OVER_COUNT",
      );
    }
    if (message.includes("animals.organization_id, animals.tag")) {
      throw conflict("Una de las caravanas ya se aplicó a otro animal", "TAG_IN_USE");
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
  /**
   * A create's context (context-cache.ts): a guard to put first, the column read back after the writes when
   * the batch reads anything back (a stock change, live lots or rodeos), and what to call once it committed.
   */
  context?: { guard: BatchItem<"sqlite"> | null; column: SQL; committed: () => void };
}

export interface CommitResult {
  row: MovementRow;
  deltas: StockDelta[];
  /** The live supplies the change created or whose quantity it changed, read in the same batch. */
  supplies: Supply[];
  /** The lots and rodeos the live messages carry (liveTargets), read by the batch's read-back; null: none. */
  live: (() => LiveState) | null;
  /** With CommitInput.context: the context after the change (contextColumn's text). */
  context: string | null;
}

export async function commitMovement(db: Db, input: CommitInput): Promise<CommitResult> {
  const { ctx, before, after } = input;
  const afterEffect = after ? { ...after, deleted: false } : null;
  const deltas = changeEffects(before ? asEffect(before) : null, afterEffect);
  checkDeltas(ctx, deltas);
  const animals = await planAnimals(
    db,
    ctx.orgId,
    before ? { ...asEffect(before), id: before.id, date: before.date } : null,
    after,
  );
  const now = new Date().toISOString();
  const supplies = supplyWrites(db, ctx, before ? asEffect(before) : null, afterEffect, now);
  const items: BatchItem<"sqlite">[] = [];
  if (input.context?.guard) items.push(input.context.guard);
  if (before) items.push(unchangedGuard(db, before));
  items.push(...(animals?.guards ?? []), ...(input.extra ?? []), ...supplies.statements);
  items.push(movementWrite(db, input, now, supplies.data));
  const movementAt = items.length - 1;
  items.push(...(input.then ?? []), ...(animals?.writes ?? []));
  // After the movement: the stock, then what the batch reads back (the live lots and rodeos, a create's context).
  const targets = liveTargets(ctx, deltas, before, after);
  const live = targets && liveColumns(ctx.orgId, targets.lotIds, targets.rodeoIds);
  // A create's context rides on a read the batch makes anyway: a create that reads nothing back keeps no copy.
  const context = input.context && (deltas.length || live) ? { context: input.context.column } : null;
  const reads = live || context ? { ...live, ...context } : null;
  const stock = stockStatement(db, ctx, deltas, now);
  if (stock) items.push(stock);
  const afterAt = reads ? items.push(afterRead(db, reads)) - 1 : -1;
  // Tagged animals never outnumber their rodeo's count: a lowered count checks itself (stockStatement); animals
  // placed by the change are checked against every count of their rodeos.
  if (animals?.rodeoIds.length) items.push(taggedWithinCounts(db, ctx.orgId, animals.rodeoIds));
  const supplyIds = [
    ...new Set([...(before ? namedSupplyIds(asEffect(before)) : []), ...(after ? namedSupplyIds(after) : [])]),
  ];
  const lastMovement = lastMovementWrite(db, ctx.orgId, {
    ids: supplyIds,
    newest: supplies.created,
    // A new movement only moves the date forward; an edit or delete recomputes it from the log.
    date: before ? null : after!.date,
  });
  if (lastMovement) items.push(lastMovement);
  const supplyRead = changedSuppliesRead(db, ctx.orgId, supplies);
  if (supplyRead) items.push(supplyRead);
  const results = await runBatch(db, items);
  input.context?.committed();
  const rodeoIds = [
    ...deltas.map((d) => d.rodeo_id),
    ...(before ? rodeosOf(before) : []),
    ...(after ? rodeosOf(after) : []),
  ];
  forgetTouched(ctx.orgId, rodeoIds, supplyIds);
  const [row] = results[movementAt] as MovementRow[];
  const read = reads ? (results[afterAt] as AfterRow[])[0] : undefined;
  const supplyRows = supplyRead ? (results.at(-1) as SupplyRow[]) : [];
  return {
    row: row!,
    deltas,
    supplies: supplyRows.map(toSupply),
    live: live && read ? readLive(read as LiveRow) : null,
    context: read?.context ?? null,
  };
}

/** Whether a stored or new treatment gives a clearance day (its rodeo's withdrawal_until may change). */
const withdraws = (m: { type: string; date: string; data?: unknown } | null | undefined) =>
  !!m && clearanceDay({ type: m.type, date: m.date, data: m.data as Record<string, unknown> | null }) !== null;

/**
 * The lots and rodeos whose new state the change's live messages carry: the rodeos whose stock it changed and
 * their lots; a death's lots (deaths are counted per lot); a weighing's rodeo (its last weight and daily gain)
 * and a withdrawing treatment's (its withdrawal_until). Null when none.
 */
function liveTargets(
  ctx: HerdContext,
  deltas: readonly StockDelta[],
  before: MovementRow | null,
  after: NewMovement | null,
) {
  const current = after ?? before!;
  const rodeoIds: Array<number | null | undefined> = deltas.map((d) => d.rodeo_id);
  const lotIds = rodeoIds.map((id) => (id ? ctx.rodeos.get(id)?.lot_id : null));
  const death = current.type === "DEATH";
  if (death || before?.type === "DEATH") lotIds.push(current.lot_id, before?.lot_id);
  const weighed = current.type === "WEIGHING" || before?.type === "WEIGHING" || withdraws(current) || withdraws(before);
  if (weighed) rodeoIds.push(current.rodeo_id, before?.rodeo_id);
  return rodeoIds.length || death ? { lotIds, rodeoIds } : null;
}

/** `data` overrides the movement's data when the database fills part of it (new supplies' ids). */
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
