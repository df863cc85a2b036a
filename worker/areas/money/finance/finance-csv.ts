// The accountant's CSV exports: invoices (issued, paid and voided, in number order within each day: the
// accountant needs the whole numbering, voided ones included; drafts have no number and stay out) and live
// purchases, with net and IVA per rate. One statement each, at most MAX_CSV_ROWS rows (else 400).
import { sql } from "drizzle-orm";
import type { Db } from "../../../env";
import { badRequest } from "../../../lib/errors";
import { csvDecimal, toCsv, type CsvCell } from "../../../lib/csv";
import type { DayRange } from "../../../shared/finance-schemas";
import { formatCuit, formatInvoiceNumber, toPesos } from "../../../shared/money";
import { IVA_CONDITION_LABELS, type IvaCondition } from "../../../shared/money-values";
import { num, str, type Row } from "../../herd/common/row-values";
import { formatShortDay } from "../../../shared/date-text";

export const MAX_CSV_ROWS = 10_000;

const STATUS_LABELS: Record<string, string> = {
  borrador: "Borrador",
  emitida: "Emitida",
  pagada: "Pagada",
  anulada: "Anulada",
};

/** dd/mm/aaaa, as Argentine Excel reads a date. */
const dmy = (day: unknown) => {
  const d = str(day).slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(d) ? formatShortDay(d) : "";
};
const money = (cents: unknown) => csvDecimal(toPesos(num(cents)));

/** Net and IVA at 0 %, 10,5 % and 21 % of each document, from its lines. */
const byRate = (lines: string) =>
  sql.raw(`
  sum(CASE WHEN ${lines}.iva_tenths = 0 THEN ${lines}.net_cents ELSE 0 END) AS net0,
  sum(CASE WHEN ${lines}.iva_tenths = 105 THEN ${lines}.net_cents ELSE 0 END) AS net105,
  sum(CASE WHEN ${lines}.iva_tenths = 105 THEN ${lines}.iva_cents ELSE 0 END) AS iva105,
  sum(CASE WHEN ${lines}.iva_tenths = 210 THEN ${lines}.net_cents ELSE 0 END) AS net210,
  sum(CASE WHEN ${lines}.iva_tenths = 210 THEN ${lines}.iva_cents ELSE 0 END) AS iva210`);
const RATE_HEADERS = ["Neto 0%", "Neto 10,5%", "IVA 10,5%", "Neto 21%", "IVA 21%"];
const rateCells = (r: Row): CsvCell[] => [
  money(r.net0),
  money(r.net105),
  money(r.iva105),
  money(r.net210),
  money(r.iva210),
];

function bounded(rows: Row[]): Row[] {
  if (rows.length > MAX_CSV_ROWS) {
    throw badRequest(
      `El período tiene más de ${MAX_CSV_ROWS} comprobantes: elegí un período más corto`,
      "TOO_MANY_ROWS",
    );
  }
  return rows;
}

export async function invoicesCsv(db: Db, orgId: number, range: DayRange): Promise<string> {
  const rows = bounded(
    await db.all<Row>(sql`SELECT i.*, ${byRate("l")}
      FROM invoices i LEFT JOIN invoice_lines l ON l.invoice_id = i.id
      WHERE i.organization_id = ${orgId} AND i.status <> 'borrador' AND i.date >= ${range.from} AND i.date <= ${range.to}
      GROUP BY i.id
      ORDER BY i.date, i.type, i.point_of_sale, i.number, i.id
      LIMIT ${MAX_CSV_ROWS + 1}`),
  );
  const headers = ["Fecha", "Tipo", "Número", "Estado", "Cliente", "CUIT", "Condición IVA", ...RATE_HEADERS];
  headers.push("Neto", "IVA", "Total", "CAE", "Fecha de pago", "Medio de pago", "Motivo de anulación");
  return toCsv(
    headers,
    rows.map((r) => [
      dmy(r.date),
      str(r.type),
      r.number === null ? "" : formatInvoiceNumber(num(r.point_of_sale), num(r.number)),
      STATUS_LABELS[str(r.status)] ?? str(r.status),
      str(r.customer_name),
      formatCuit(str(r.customer_cuit)),
      IVA_CONDITION_LABELS[str(r.customer_iva_condition) as IvaCondition] ?? str(r.customer_iva_condition),
      ...rateCells(r),
      money(r.net_cents),
      money(r.iva_cents),
      money(r.total_cents),
      r.cae ? str(r.cae) : "Sin CAE",
      dmy(r.paid_at),
      str(r.payment_method),
      str(r.void_reason),
    ]),
  );
}

export async function purchasesCsv(db: Db, orgId: number, range: DayRange): Promise<string> {
  const rows = bounded(
    await db.all<Row>(sql`SELECT p.*, ${byRate("l")},
        group_concat(DISTINCT l.category) AS categories
      FROM purchases p LEFT JOIN purchase_lines l ON l.purchase_id = p.id
      WHERE p.organization_id = ${orgId} AND p.deleted = 0 AND p.date >= ${range.from} AND p.date <= ${range.to}
      GROUP BY p.id
      ORDER BY p.date, p.id
      LIMIT ${MAX_CSV_ROWS + 1}`),
  );
  const headers = ["Fecha", "Proveedor", "CUIT", "Tipo", "Número", "Categorías", ...RATE_HEADERS];
  headers.push("Neto", "IVA", "Total", "Vencimiento", "Pagada", "Fecha de pago", "Notas");
  return toCsv(
    headers,
    rows.map((r) => [
      dmy(r.date),
      str(r.supplier_name),
      formatCuit(str(r.supplier_cuit)),
      str(r.invoice_type),
      str(r.invoice_number),
      str(r.categories).split(",").filter(Boolean).sort().join(", "),
      ...rateCells(r),
      money(r.net_cents),
      money(r.iva_cents),
      money(r.total_cents),
      dmy(r.due_date),
      num(r.paid) ? "Sí" : "No",
      dmy(r.paid_at),
      str(r.notes),
    ]),
  );
}
