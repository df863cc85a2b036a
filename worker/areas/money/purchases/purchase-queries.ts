// Reads of the purchases (docs/money.md): one statement builds each purchase with its lines (json_group_array)
// and its file, for the list (bounded page) and for one purchase.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../env";
import { fromMilli, tenthsToRate, toPesos } from "../../../shared/money";
import type { Purchase, PurchaseLine } from "../../../shared/money-types";
import type { ExpenseCategory, FileType } from "../../../shared/money-values";
import type * as z from "../../../shared/zod";
import type { purchaseListQuery } from "../../../shared/purchase-schemas";
import { jsonList, type JsonColumn } from "../../herd/common/row-values";
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

/** A row of purchaseSql: the purchase's columns (raw SQL: `paid` as 0/1, amounts in cents), its file's and lines. */
export type PurchaseRow = Pick<
  Purchase,
  | "id"
  | "supplier_name"
  | "supplier_cuit"
  | "date"
  | "invoice_type"
  | "invoice_number"
  | "due_date"
  | "paid_at"
  | "movement_id"
  | "asset_movement_id"
  | "notes"
  | "created_by"
  | "created_at"
  | "updated_at"
> & {
  /** 0 or 1. */
  paid: number;
  net_cents: number;
  iva_cents: number;
  total_cents: number;
  file_id: number | null;
  /** The file's columns: null when it has none (LEFT JOIN). */
  file_name: string | null;
  file_type: FileType | null;
  file_size: number | null;
  lines: JsonColumn;
};

export function toPurchase(row: PurchaseRow, day = todayDay()): Purchase {
  const paid = row.paid === 1;
  const due = row.due_date;
  return {
    id: row.id,
    supplier_name: row.supplier_name,
    supplier_cuit: row.supplier_cuit,
    date: row.date,
    invoice_type: row.invoice_type,
    invoice_number: row.invoice_number,
    due_date: due,
    paid,
    paid_at: row.paid_at,
    overdue: !paid && due !== null && due < day,
    net: toPesos(row.net_cents),
    iva: toPesos(row.iva_cents),
    total: toPesos(row.total_cents),
    movement_id: row.movement_id,
    asset_movement_id: row.asset_movement_id,
    file:
      row.file_id != null && row.file_name != null
        ? {
            id: row.file_id,
            name: row.file_name,
            // NOT NULL in files: present whenever file_name is.
            type: row.file_type ?? ("" as FileType),
            size: row.file_size ?? 0,
          }
        : null,
    notes: row.notes,
    lines: jsonList<LineRow>(row.lines).map(toLine),
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
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
  const [rows, count] = await rawBatch<[PurchaseRow, { total: number }]>(db, [
    purchaseSql(orgId, where, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    sql`SELECT count(*) AS total FROM purchases p WHERE p.organization_id = ${orgId} AND p.deleted = 0 AND ${where}`,
  ]);
  return {
    purchases: rows.map((r) => toPurchase(r, day)),
    total: count[0]?.total ?? 0,
    page: q.page,
    limit: q.limit,
  };
}

export async function readPurchase(db: Db, orgId: number, where: SQL): Promise<Purchase | null> {
  const [rows] = await rawBatch<[PurchaseRow]>(db, [purchaseSql(orgId, where)]);
  return rows[0] ? toPurchase(rows[0]) : null;
}

export interface RefCheck {
  fileId?: number | null;
  movementId?: number | null;
  supplyIds: number[];
  duplicate: { cuit: string; type: string; number: string; exceptId: number | null };
}

interface RefRow {
  file_ok: number;
  movement_ok: number;
  supplies_ok: number;
  duplicate_id: number | null;
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
  const [rows] = await rawBatch<[RefRow]>(db, [
    sql`SELECT
      (SELECT count(*) FROM files WHERE id = ${refs.fileId ?? null} AND organization_id = ${orgId}) AS file_ok,
      (SELECT count(*) FROM movements WHERE id = ${refs.movementId ?? null} AND organization_id = ${orgId}
        AND deleted = 0 AND type = 'BUY') AS movement_ok,
      (SELECT count(*) FROM assets WHERE id IN (${ids}) AND organization_id = ${orgId} AND deleted = 0) AS supplies_ok,
      (SELECT id FROM purchases WHERE organization_id = ${orgId} AND deleted = 0 AND supplier_cuit = ${d.cuit}
        AND invoice_type = ${d.type} AND invoice_number = ${d.number} AND id != ${d.exceptId ?? 0}) AS duplicate_id`,
  ]);
  const [row] = rows;
  return {
    fileOk: !refs.fileId || row?.file_ok === 1,
    movementOk: !refs.movementId || row?.movement_ok === 1,
    suppliesOk: (row?.supplies_ok ?? 0) === new Set(refs.supplyIds).size,
    duplicate: row?.duplicate_id != null,
  };
}
