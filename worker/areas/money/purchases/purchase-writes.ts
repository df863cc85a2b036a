// Purchase writes (docs/money.md). Totals come from worker/shared/money.ts. A purchase with load_stock and
// supply lines (asset_id) is recorded in the same db.batch as the ASSET_BATCH movement that loads them,
// through the movements' own write flow (the log stays the truth: stock = replay). Deleting it deletes
// that movement in the same batch, which the supplies refuse (409) when its stock was already used.
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { movements, purchaseLines, purchases } from "../../../db/schema";
import { badRequest, conflict, notFound } from "../../../lib/errors";
import { documentTotals, lineAmounts, rateToTenths, toCents, toMilli } from "../../../shared/money";
import { movementBodySchemas } from "../../../shared/movement-schemas";
import type { Purchase } from "../../../shared/money-types";
import type { PurchaseBody } from "../../../shared/purchase-schemas";
import type { Scope } from "../../organization/door";
import { createMovement, deleteMovement } from "../../herd/movements/movements";
import { runBatch } from "../../herd/movements/movement-commit";
import { checkRefs, readPurchase, todayDay } from "./purchase-queries";

export const purchaseGone = () => notFound("La compra no existe o fue eliminada", "PURCHASE_NOT_FOUND");
const duplicate = () =>
  conflict("Ya cargaste esa factura de ese proveedor (mismo CUIT, tipo y número)", "DUPLICATE_PURCHASE");

/** The stored form of the lines (integers) and the document's totals. */
export function purchaseAmounts(body: PurchaseBody) {
  const lines = body.lines.map((l, position) => {
    const stored = {
      position,
      category: l.category,
      description: l.description,
      quantity_milli: toMilli(l.quantity)!,
      unit_price_cents: toCents(l.unit_price)!,
      iva_tenths: rateToTenths(l.iva_rate),
      asset_id: l.asset_id ?? null,
    };
    return { ...stored, ...lineAmounts(stored) };
  });
  const totals = documentTotals(lines);
  return { lines, totals };
}

/** Refuses (4xx, nothing written) another organization's file, movement or supply, and a duplicate. */
async function assertRefs(scope: Scope, body: PurchaseBody, exceptId: number | null) {
  const supplyIds = body.lines.flatMap((l) => (l.asset_id ? [l.asset_id] : []));
  const refs = await checkRefs(scope.db, scope.orgId, {
    fileId: body.file_id,
    movementId: body.movement_id,
    supplyIds,
    duplicate: { cuit: body.supplier_cuit, type: body.invoice_type, number: body.invoice_number, exceptId },
  });
  if (!refs.fileOk) throw badRequest("El archivo no existe en esta organización", "FILE_NOT_FOUND");
  if (!refs.movementOk) {
    throw badRequest("La compra de hacienda vinculada no existe en esta organización", "MOVEMENT_NOT_FOUND");
  }
  if (!refs.suppliesOk) throw badRequest("Uno de los insumos no existe en esta organización", "ASSET_NOT_FOUND");
  if (refs.duplicate) throw duplicate();
}

/** The purchase's own columns (no id, no lines). */
function columns(
  scope: Scope,
  body: PurchaseBody,
  totals: { net_cents: number; iva_cents: number; total_cents: number },
) {
  return {
    supplier_name: body.supplier_name,
    supplier_cuit: body.supplier_cuit,
    date: body.date,
    invoice_type: body.invoice_type,
    invoice_number: body.invoice_number,
    due_date: body.due_date ?? null,
    paid: body.paid,
    paid_at: body.paid ? (body.paid_at ?? todayDay()) : null,
    notes: body.notes?.trim() ?? "",
    file_id: body.file_id ?? null,
    movement_id: body.movement_id ?? null,
    net_cents: totals.net_cents,
    iva_cents: totals.iva_cents,
    total_cents: totals.total_cents,
    organization_id: scope.orgId,
  };
}

/** Turns the unique index backstop (two identical saves racing) into the 409. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const message = String((e as Error)?.message ?? e) + String((e as { cause?: Error })?.cause?.message ?? "");
    if (message.includes("UNIQUE constraint failed")) throw duplicate();
    throw e;
  }
}

const liveByNumber = (orgId: number, body: PurchaseBody) =>
  sql`p.supplier_cuit = ${body.supplier_cuit} AND p.invoice_type = ${body.invoice_type}
    AND p.invoice_number = ${body.invoice_number}`;

export async function createPurchase(scope: Scope, body: PurchaseBody): Promise<Purchase> {
  await assertRefs(scope, body, null);
  const { lines, totals } = purchaseAmounts(body);
  const now = new Date().toISOString();
  const supply = body.load_stock ? body.lines.filter((l) => l.asset_id) : [];
  // The new purchase, found by its unique key inside the same batch (its id is not known yet).
  const purchaseId = sql`(SELECT id FROM purchases WHERE organization_id = ${scope.orgId} AND deleted = 0
    AND supplier_cuit = ${body.supplier_cuit} AND invoice_type = ${body.invoice_type}
    AND invoice_number = ${body.invoice_number})`;
  const insertPurchase = (supplyMovement: ReturnType<typeof sql> | null) =>
    scope.db.insert(purchases).values({
      ...columns(scope, body, totals),
      asset_movement_id: supplyMovement,
      created_by: scope.userId,
      created_at: now,
      updated_at: now,
    });
  const insertLines = scope.db.insert(purchaseLines).values(
    lines.map(({ position, category, description, quantity_milli, unit_price_cents, iva_tenths, ...rest }) => ({
      purchase_id: purchaseId,
      position,
      category,
      description,
      quantity_milli,
      unit_price_cents,
      iva_tenths,
      net_cents: rest.net_cents,
      iva_cents: rest.iva_cents,
      asset_id: rest.asset_id,
    })),
  );
  await unique(async () => {
    if (!supply.length) return runBatch(scope.db, [insertPurchase(null), insertLines]);
    const load = movementBodySchemas.ASSET.parse({
      date: body.date,
      detail: `Compra a ${body.supplier_name}, factura ${body.invoice_type} ${body.invoice_number}`,
      items: supply.map((l) => ({ asset_id: l.asset_id, quantity: l.quantity, unit_cost: l.unit_price })),
    });
    // Written right after the movement, so the newest movement of the organization is this load.
    const loaded = sql`(SELECT max(id) FROM movements WHERE organization_id = ${scope.orgId})`;
    const then: BatchItem<"sqlite">[] = [insertPurchase(loaded), insertLines];
    return createMovement(scope, "ASSET", load, { then });
  });
  const purchase = await readPurchase(scope.db, scope.orgId, liveByNumber(scope.orgId, body));
  if (!purchase) throw purchaseGone();
  await scope.publish({ action: "money-changed", kind: "purchase", id: purchase.id });
  return purchase;
}

/** The live purchase row of the organization, or a 404. */
async function liveRow(scope: Scope, id: number) {
  const [row] = await scope.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, id), eq(purchases.organization_id, scope.orgId), eq(purchases.deleted, false)))
    .limit(1);
  if (!row) throw purchaseGone();
  return row;
}

const supplyKey = (lines: { asset_id: number | null; quantity_milli: number }[]) =>
  lines
    .filter((l) => l.asset_id)
    .map((l) => `${l.asset_id}:${l.quantity_milli}`)
    .sort()
    .join(",");

/** Replaces a purchase's fields and lines. Lines that loaded stock cannot change (the log holds them). */
export async function updatePurchase(scope: Scope, id: number, body: PurchaseBody): Promise<Purchase> {
  const row = await liveRow(scope, id);
  await assertRefs(scope, body, id);
  const { lines, totals } = purchaseAmounts(body);
  if (row.asset_movement_id) {
    const stored = await scope.db
      .select({ asset_id: purchaseLines.asset_id, quantity_milli: purchaseLines.quantity_milli })
      .from(purchaseLines)
      .where(eq(purchaseLines.purchase_id, id));
    if (supplyKey(stored) !== supplyKey(lines)) {
      throw conflict(
        "Esta compra cargó insumos al stock: para cambiar esos renglones eliminala y cargala de nuevo",
        "PURCHASE_LOADED_STOCK",
      );
    }
  }
  const now = new Date().toISOString();
  const [updated] = await unique(() =>
    runBatch(scope.db, [
      scope.db
        .update(purchases)
        .set({ ...columns(scope, body, totals), updated_at: now })
        .where(and(eq(purchases.id, id), eq(purchases.organization_id, scope.orgId), eq(purchases.deleted, false)))
        .returning({ id: purchases.id }),
      scope.db.delete(purchaseLines).where(eq(purchaseLines.purchase_id, id)),
      scope.db.insert(purchaseLines).values(lines.map((l) => ({ ...l, purchase_id: id }))),
    ]),
  );
  if (!(updated as unknown[]).length) throw purchaseGone();
  return announce(scope, id);
}

/** Marks a purchase paid (on `paid_at`, today by default) or unpaid. */
export async function setPaid(scope: Scope, id: number, paid: boolean, paidAt?: string | null): Promise<Purchase> {
  const [row] = await scope.db
    .update(purchases)
    .set({ paid, paid_at: paid ? (paidAt ?? todayDay()) : null, updated_at: new Date().toISOString() })
    .where(and(eq(purchases.id, id), eq(purchases.organization_id, scope.orgId), eq(purchases.deleted, false)))
    .returning({ id: purchases.id });
  if (!row) throw purchaseGone();
  return announce(scope, id);
}

/** Soft delete; a purchase that loaded supplies takes that load out of the stock in the same batch. */
export async function deletePurchase(scope: Scope, id: number): Promise<void> {
  const row = await liveRow(scope, id);
  const now = new Date().toISOString();
  const softDelete = scope.db
    .update(purchases)
    .set({ deleted: true, updated_at: now })
    .where(and(eq(purchases.id, id), eq(purchases.organization_id, scope.orgId), eq(purchases.deleted, false)));
  const [load] = row.asset_movement_id
    ? await scope.db
        .select()
        .from(movements)
        .where(
          and(
            eq(movements.id, row.asset_movement_id),
            eq(movements.organization_id, scope.orgId),
            eq(movements.deleted, false),
          ),
        )
        .limit(1)
    : [];
  if (load) await deleteMovement(scope, load, { extra: [softDelete] });
  else await softDelete;
  await scope.publish({ action: "money-changed", kind: "purchase", id });
}

async function announce(scope: Scope, id: number): Promise<Purchase> {
  const purchase = await readPurchase(scope.db, scope.orgId, sql`p.id = ${id}`);
  if (!purchase) throw purchaseGone();
  await scope.publish({ action: "money-changed", kind: "purchase", id });
  return purchase;
}
