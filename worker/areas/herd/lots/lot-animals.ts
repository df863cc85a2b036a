// Lot animal operations (docs/herd.md): each one is recorded as the matching movement, so the log
// stays the truth: a count set by hand is an AUDIT_RECORD, a category transfer a RECATEGORIZATION,
// deaths a DEATH.
import { and, eq, sql } from "drizzle-orm";
import { animalCategories, lots, rodeoStock, rodeos } from "../../../db/schema";
import type { Scope } from "../../organization/door";
import { callerRole } from "../../organization/member-role";
import type { Db } from "../../../env";
import { badRequest, notFound } from "../../../lib/errors";
import { stockKey } from "../movements/stock-effects";
import { categoryKey } from "../../../shared/defaults";
import type { Lot } from "../../../shared/herd-types";
import { loadHerdContext } from "../movements/herd-context";
import { today } from "../movements/herd-log";
import { createMovement, recordMovement } from "../movements/movements";

/** A stock row ("lot animal") with its rodeo, category and the caller's role, in one statement. */
export async function stockRowWithRole(db: Db, userId: number, stockId: number) {
  const [row] = await db
    .select({
      id: rodeoStock.id,
      organization_id: rodeoStock.organization_id,
      rodeo_id: rodeoStock.rodeo_id,
      category_id: rodeoStock.category_id,
      count: rodeoStock.count,
      lot_id: rodeos.lot_id,
      rodeo: rodeos.name,
      rodeo_deleted: rodeos.deleted,
      category: animalCategories.name,
      role: sql<"owner" | "admin" | "user" | null>`${callerRole(userId, sql`"rodeo_stock"."organization_id"`)}`,
    })
    .from(rodeoStock)
    .innerJoin(rodeos, eq(rodeos.id, rodeoStock.rodeo_id))
    .innerJoin(animalCategories, eq(animalCategories.id, rodeoStock.category_id))
    .where(eq(rodeoStock.id, stockId))
    .limit(1);
  return row && { ...row, deleted: row.rodeo_deleted };
}

export type StockRow = NonNullable<Awaited<ReturnType<typeof stockRowWithRole>>>;

/** Sets a stock row's count by hand: an AUDIT_RECORD storing the difference it made. */
export async function setStockCount(
  scope: Scope,
  row: StockRow,
  count: number,
  note: { date?: string; detail: string },
) {
  const ctx = await loadHerdContext(scope.db, scope.orgId, { rodeoIds: [row.rodeo_id] });
  const current = ctx.stock.get(stockKey(row.rodeo_id, row.category_id)) ?? 0;
  const delta = count - current;
  const result = await recordMovement(scope, ctx, {
    type: "AUDIT_RECORD",
    date: note.date ?? today(),
    rodeo_id: row.rodeo_id,
    lot_id: row.lot_id,
    cycle_id: null,
    detail: note.detail || `Recuento de ${row.category} en el rodeo ${row.rodeo}: ${current} → ${count}`,
    reference: "",
    animals: [{ type: row.category, category_id: row.category_id, count }],
    data: {
      stock_id: row.id,
      previous_count: current,
      set_count: count,
      deltas: delta ? [{ category_id: row.category_id, delta }] : [],
    },
  });
  await announceLot(scope.publish, row.lot_id, result.lots);
  return result;
}

/** animal-updated for the lot the operation was made in (the write's read-back lots, shaped when it leaves). */
export async function announceLot(publish: Scope["publish"], lotId: number | null, lots: () => Lot[]) {
  await publish(() => {
    const lot = lots().find((l) => l.id === lotId);
    return lot ? [{ action: "animal-updated", lot, lotId: lot.id }] : [];
  });
}

/** The rodeo of a lot an operation acts on: the named one (must graze there) or the lot's only rodeo. */
export async function rodeoInLot(db: Db, orgId: number, lotId: number, rodeoId?: number) {
  const rows = await db
    .select({ rodeo: rodeos.id })
    .from(lots)
    .leftJoin(rodeos, and(eq(rodeos.lot_id, lots.id), eq(rodeos.deleted, false)))
    .where(and(eq(lots.id, lotId), eq(lots.organization_id, orgId), eq(lots.deleted, false)));
  if (!rows.length) throw notFound("Lote no encontrado", "LOT_NOT_FOUND");
  const ids = rows.flatMap((r) => (r.rodeo ? [r.rodeo] : []));
  if (rodeoId) {
    if (!ids.includes(rodeoId)) {
      throw badRequest("Datos inválidos", "VALIDATION_ERROR", [
        { path: "rodeo_id", message: "El rodeo no está en este lote" },
      ]);
    }
    return rodeoId;
  }
  if (ids.length === 1) return ids[0]!;
  throw badRequest(
    ids.length ? "El lote tiene más de un rodeo: indicá cuál" : "El lote no tiene rodeos",
    "VALIDATION_ERROR",
    [{ path: "rodeo_id", message: ids.length ? "Indicá el rodeo" : "El lote no tiene rodeos" }],
  );
}

/** Category names are matched like everywhere else: case-insensitive. */
export const sameCategory = (a: string, b: string) => categoryKey(a) === categoryKey(b);

export { createMovement };
