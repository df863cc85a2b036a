// Invoice reads: the filtered page of the list (one batch: rows and count), one invoice with its lines and
// sales (one batch), the sales the "from sales" picker offers, and the check of the sales a body names.
import { and, asc, count, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from "drizzle-orm";
import { movements, rodeos } from "../../../db/schema";
import { invoiceLines, invoiceMovements, invoices } from "../../../db/schema-money";
import type { Db } from "../../../env";
import { badRequest, conflict } from "../../../lib/errors";
import type { InvoiceListQuery } from "../../../shared/invoice-schemas";
import { formatInvoiceNumber } from "../../../shared/money";
import { toInvoice, toSale, toSummary, type SaleRow } from "./invoice-view";

/** LIKE pattern of a user's text, its wildcards escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const likeEsc = (column: SQL | typeof invoices.customer_name, text: string) =>
  sql`${column} LIKE ${contains(text)} ESCAPE '\\'`;

function listWhere(orgId: number, q: InvoiceListQuery): SQL {
  const where: SQL[] = [eq(invoices.organization_id, orgId)];
  if (q.from) where.push(gte(invoices.date, q.from));
  if (q.to) where.push(lte(invoices.date, q.to));
  if (q.status) where.push(eq(invoices.status, q.status));
  if (q.customer) where.push(likeEsc(invoices.customer_name, q.customer));
  if (q.movement_id) {
    where.push(sql`${invoices.id} IN (SELECT invoice_id FROM invoice_movements WHERE movement_id = ${q.movement_id})`);
  }
  if (q.q) {
    const digits = q.q.replace(/[\s.-]/g, "");
    const text: SQL[] = [likeEsc(invoices.customer_name, q.q)];
    if (/^\d+$/.test(digits)) {
      text.push(like(invoices.customer_cuit, `%${digits}%`));
      // "0001-00000012", "12" or "00000012": the number (and point of sale when given).
      const [pos, number] = q.q.includes("-") && /^\d+-\d+$/.test(q.q.trim()) ? q.q.trim().split("-") : [null, digits];
      const n = Number(number);
      if (Number.isSafeInteger(n)) {
        const byNumber = eq(invoices.number, n);
        text.push(pos ? and(byNumber, eq(invoices.point_of_sale, Number(pos)))! : byNumber);
      }
    }
    where.push(or(...text)!);
  }
  return and(...where)!;
}

/** A page of the list, newest first, and the total matching count: one batch of two statements. */
export async function listInvoices(db: Db, orgId: number, q: InvoiceListQuery) {
  const where = listWhere(orgId, q);
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.date), desc(invoices.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { invoices: rows.map(toSummary), total: total?.n ?? 0, page: q.page, limit: q.limit };
}

/** One invoice of `orgId` with its lines and sales (one batch), or null. */
export async function invoiceDetail(db: Db, orgId: number, id: number) {
  const [rows, lines, links] = await db.batch([
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.organization_id, orgId))),
    db
      .select()
      .from(invoiceLines)
      .where(
        and(
          eq(invoiceLines.invoice_id, id),
          sql`EXISTS (SELECT 1 FROM invoices i WHERE i.id = ${id} AND i.organization_id = ${orgId})`,
        ),
      )
      .orderBy(asc(invoiceLines.position)),
    db
      .select({ movement_id: invoiceMovements.movement_id })
      .from(invoiceMovements)
      .where(eq(invoiceMovements.invoice_id, id))
      .orderBy(asc(invoiceMovements.movement_id)),
  ]);
  const row = rows[0];
  return row ? toInvoice(row, lines, row.organization_id === orgId ? links.map((l) => l.movement_id) : []) : null;
}

/** The invoice's state (null when not of `orgId`), the first read of every write on it (and of the issue's flow). */
export async function invoiceState(db: Db, orgId: number, id: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      status: invoices.status,
      type: invoices.type,
      point_of_sale: invoices.point_of_sale,
      arca_pending_number: invoices.arca_pending_number,
    })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.organization_id, orgId)))
    .limit(1);
  return row ?? null;
}

const saleColumns = {
  id: movements.id,
  date: movements.date,
  animals: movements.animals,
  data: movements.data,
  rodeo_name: rodeos.name,
  invoice_id: invoices.id,
  invoice_number: invoices.number,
  invoice_pos: invoices.point_of_sale,
  invoice_status: invoices.status,
};

function salesQuery(db: Db, where: SQL) {
  return db
    .select(saleColumns)
    .from(movements)
    .leftJoin(rodeos, eq(rodeos.id, movements.rodeo_id))
    .leftJoin(invoiceMovements, eq(invoiceMovements.movement_id, movements.id))
    .leftJoin(invoices, eq(invoices.id, invoiceMovements.invoice_id))
    .where(where);
}

const liveSales = (orgId: number) =>
  and(eq(movements.organization_id, orgId), eq(movements.type, "SELL"), eq(movements.deleted, false))!;

/** The newest live sales of `orgId` (at most `limit`), each with its invoice if billed: one statement. */
export async function salesForInvoice(db: Db, orgId: number, limit: number) {
  const rows = await salesQuery(db, liveSales(orgId)).orderBy(desc(movements.date), desc(movements.id)).limit(limit);
  return rows.map((r) => toSale(r as SaleRow));
}

/**
 * The sales a body names must be live SELL movements of `orgId` (else 400, naming nothing of another
 * organization) not billed by another live invoice (409). One statement; `self` is the invoice being edited.
 */
export async function checkSales(db: Db, orgId: number, ids: number[], self?: number) {
  if (!ids.length) return;
  const rows = await salesQuery(db, and(liveSales(orgId), inArray(movements.id, ids))!);
  if (rows.length !== ids.length) {
    throw badRequest("Alguna de las ventas elegidas no existe o no es de esta organización", "SALE_NOT_FOUND");
  }
  const billed = rows.find((r) => r.invoice_id != null && r.invoice_id !== self);
  if (billed) {
    const number =
      billed.invoice_number == null ? "un borrador" : formatInvoiceNumber(billed.invoice_pos!, billed.invoice_number);
    throw conflict(
      `La venta del ${billed.date.slice(0, 10)} ya está facturada (${number}). Anulá esa factura para volver a facturarla.`,
      "SALE_ALREADY_INVOICED",
    );
  }
}
