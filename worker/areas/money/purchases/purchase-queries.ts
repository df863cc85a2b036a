// Reads of the purchases (docs/money.md): one statement builds each purchase with its lines (json_group_array)
// and its file, for the list (bounded page) and for one purchase.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../env";
import { fromMilli, tenthsToRate, toPesos } from "../../../shared/money";
import type { Purchase, PurchaseLine } from "../../../shared/money-types";
import type { ExpenseCategory, FileType, PurchaseInvoiceType } from "../../../shared/money-values";
import type { z } from "../../../shared/zod";
import type { purchaseListQuery } from "../../../shared/purchase-schemas";
import { bool, jsonList, nullableNum, num, str, type Row } from "../../herd/common/row-values";
import { today } from "../../herd/movements/herd-log";
import { rawBatch } from "../../../db/raw-batch";

/** Today in Argentina (YYYY-MM-DD): a purchase due before it and unpaid is overdue. */
export const todayDay = () => today().slice(0, 10);

const LINES = sql`(SELECT json_group_array(json_object('category', l.category, 'description', l.description,
    'quantity_milli', l.quantity_milli, 'unit_price_cents', l.unit_price_cents, 'iva_tenths', l.iva_tenths,
    'net_cents', l.net_cents, 'iva_cents', l.iva_cents, 'asset_id', l.asset_id))
  FROM (SELECT * FROM purchase_lines WHERE purchase_id = p.id ORDER BY position) l)`;

/** Purchases of `orgId` matching `where` (on alias p), newest first. */
export const purchaseSql = (orgId: number, where: SQL, page?: { limit: number; offset: number }) => sql`
  SELECT p.*, f.name AS file_name, f.content_type AS file_type, f.size AS file_size, ${LINES} AS lines
  FROM purchases p LEFT JOIN files f ON f.id = p.file_id AND f.organization_id = p.organization_id
  WHERE p.organization_id = ${orgId} AND p.deleted = 0 AND ${where}
  ORDER BY p.date DESC, p.id DESC
  ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`;

interface LineRow {
  category: ExpenseCategory;
  description: string;
  quantity_milli: number;
  unit_price_cents: number;
  iva_tenths: number;
  net_cents: number;
  iva_cents: number;
  asset_id: number | null;
}

const toLine = (l: LineRow): PurchaseLine => ({
  category: l.category,
  description: l.description,
  quantity: fromMilli(l.quantity_milli),
  unit_price: toPesos(l.unit_price_cents),
  iva_rate: tenthsToRate(l.iva_tenths),
  net: toPesos(l.net_cents),
  iva: toPesos(l.iva_cents),
  asset_id: l.asset_id ?? null,
});

export function toPurchase(row: Row, day = todayDay()): Purchase {
  const paid = bool(row.paid);
  const due = row.due_date == null ? null : str(row.due_date);
  return {
    id: num(row.id),
    supplier_name: str(row.supplier_name),
    supplier_cuit: str(row.supplier_cuit),
    date: str(row.date),
    invoice_type: str(row.invoice_type) as PurchaseInvoiceType,
    invoice_number: str(row.invoice_number),
    due_date: due,
    paid,
    paid_at: row.paid_at == null ? null : str(row.paid_at),
    overdue: !paid && due !== null && due < day,
    net: toPesos(num(row.net_cents)),
    iva: toPesos(num(row.iva_cents)),
    total: toPesos(num(row.total_cents)),
    movement_id: nullableNum(row.movement_id),
    asset_movement_id: nullableNum(row.asset_movement_id),
    file:
      row.file_id != null && row.file_name != null
        ? {
            id: num(row.file_id),
            name: str(row.file_name),
            type: str(row.file_type) as FileType,
            size: num(row.file_size),
          }
        : null,
    notes: str(row.notes),
    lines: jsonList<LineRow>(row.lines).map(toLine),
    created_by: nullableNum(row.created_by),
    created_at: str(row.created_at),
    updated_at: str(row.updated_at),
  };
}

type ListQuery = z.output<typeof purchaseListQuery>;

/** One page of the list and the total matching the filters (two statements, one round trip). */
export async function listPurchases(db: Db, orgId: number, q: ListQuery) {
  const day = todayDay();
  const filters: SQL[] = [sql`1 = 1`];
  if (q.from) filters.push(sql`p.date >= ${q.from}`);
  if (q.to) filters.push(sql`p.date <= ${q.to}`);
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.q.replace(/\D/g, "");
    filters.push(
      sql`(p.supplier_name LIKE ${like} ESCAPE '\\' OR p.invoice_number LIKE ${like} ESCAPE '\\'
        ${digits.length >= 3 ? sql`OR p.supplier_cuit LIKE ${`%${digits}%`}` : sql``})`,
    );
  }
  if (q.unpaid === "true") filters.push(sql`p.paid = 0`);
  if (q.overdue === "true") filters.push(sql`p.paid = 0 AND p.due_date IS NOT NULL AND p.due_date < ${day}`);
  const where = sql.join(filters, sql` AND `);
  const [rows, count] = await rawBatch(db, [
    purchaseSql(orgId, where, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    sql`SELECT count(*) AS total FROM purchases p WHERE p.organization_id = ${orgId} AND p.deleted = 0 AND ${where}`,
  ]);
  return {
    purchases: rows.map((r) => toPurchase(r, day)),
    total: num(count[0]?.total),
    page: q.page,
    limit: q.limit,
  };
}

export async function readPurchase(db: Db, orgId: number, where: SQL): Promise<Purchase | null> {
  const [rows] = await rawBatch(db, [purchaseSql(orgId, where)]);
  return rows[0] ? toPurchase(rows[0]) : null;
}

export interface RefCheck {
  fileId?: number | null;
  movementId?: number | null;
  supplyIds: number[];
  duplicate: { cuit: string; type: string; number: string; exceptId: number | null };
}

/** One statement: are the ids named in the body this organization's, and is the invoice already recorded? */
export async function checkRefs(db: Db, orgId: number, refs: RefCheck) {
  const ids = refs.supplyIds.length
    ? sql.join(
        refs.supplyIds.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`NULL`;
  const d = refs.duplicate;
  const [rows] = await rawBatch(db, [
    sql`SELECT
      (SELECT count(*) FROM files WHERE id = ${refs.fileId ?? null} AND organization_id = ${orgId}) AS file_ok,
      (SELECT count(*) FROM movements WHERE id = ${refs.movementId ?? null} AND organization_id = ${orgId}
        AND deleted = 0 AND type = 'BUY') AS movement_ok,
      (SELECT count(*) FROM assets WHERE id IN (${ids}) AND organization_id = ${orgId} AND deleted = 0) AS supplies_ok,
      (SELECT id FROM purchases WHERE organization_id = ${orgId} AND deleted = 0 AND supplier_cuit = ${d.cuit}
        AND invoice_type = ${d.type} AND invoice_number = ${d.number} AND id != ${d.exceptId ?? 0}) AS duplicate_id`,
  ]);
  const row = rows[0] ?? {};
  return {
    fileOk: !refs.fileId || num(row.file_ok) === 1,
    movementOk: !refs.movementId || num(row.movement_ok) === 1,
    suppliesOk: num(row.supplies_ok) === new Set(refs.supplyIds).size,
    duplicate: row.duplicate_id != null,
  };
}
