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
import { formatShortDay } from "../../../shared/date-text";

export const MAX_CSV_ROWS = 10_000;

const STATUS_LABELS: Record<string, string> = {
  borrador: "Borrador",
  emitida: "Emitida",
  pagada: "Pagada",
  anulada: "Anulada",
};

/** dd/mm/aaaa, as Argentine Excel reads a date. */
const dmy = (day: string | null) => {
  const d = (day ?? "").slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(d) ? formatShortDay(d) : "";
};
const money = (cents: number) => csvDecimal(toPesos(cents));

/** The byRate columns: sums over the document's lines (a CASE … ELSE 0, so 0 when it has none, never NULL). */
interface RateColumns {
  net0: number;
  net105: number;
  iva105: number;
  net210: number;
  iva210: number;
}

/** Net and IVA at 0 %, 10,5 % and 21 % of each document, from its lines. */
const byRate = (lines: string) =>
  sql.raw(`
  sum(CASE WHEN ${lines}.iva_tenths = 0 THEN ${lines}.net_cents ELSE 0 END) AS net0,
  sum(CASE WHEN ${lines}.iva_tenths = 105 THEN ${lines}.net_cents ELSE 0 END) AS net105,
  sum(CASE WHEN ${lines}.iva_tenths = 105 THEN ${lines}.iva_cents ELSE 0 END) AS iva105,
  sum(CASE WHEN ${lines}.iva_tenths = 210 THEN ${lines}.net_cents ELSE 0 END) AS net210,
  sum(CASE WHEN ${lines}.iva_tenths = 210 THEN ${lines}.iva_cents ELSE 0 END) AS iva210`);
const RATE_HEADERS = ["Neto 0%", "Neto 10,5%", "IVA 10,5%", "Neto 21%", "IVA 21%"];
const rateCells = (r: RateColumns): CsvCell[] => [
  money(r.net0),
  money(r.net105),
  money(r.iva105),
  money(r.net210),
  money(r.iva210),
];

function bounded<T>(rows: T[]): T[] {
  if (rows.length > MAX_CSV_ROWS) {
    throw badRequest(
      `El período tiene más de ${MAX_CSV_ROWS} comprobantes: elegí un período más corto`,
      "TOO_MANY_ROWS",
    );
  }
  return rows;
}

/** A row of the invoices' export: the invoice's columns and its rates. */
interface InvoiceCsvRow extends RateColumns {
  date: string;
  type: string;
  point_of_sale: number;
  /** NULL on a draft (the column allows it; drafts stay out of the export). */
  number: number | null;
  status: string;
  customer_name: string;
  customer_cuit: string;
  customer_iva_condition: IvaCondition;
  net_cents: number;
  iva_cents: number;
  total_cents: number;
  cae: string | null;
  paid_at: string | null;
  payment_method: string | null;
  void_reason: string | null;
}

/** A row of the purchases' export: the purchase's columns (raw SQL: `paid` as 0/1), its rates and categories. */
interface PurchaseCsvRow extends RateColumns {
  date: string;
  supplier_name: string;
  supplier_cuit: string;
  invoice_type: string;
  invoice_number: string;
  /** group_concat of the lines' categories: NULL when it has no lines. */
  categories: string | null;
  net_cents: number;
  iva_cents: number;
  total_cents: number;
  due_date: string | null;
  paid: number;
  paid_at: string | null;
  notes: string;
}

export async function invoicesCsv(db: Db, orgId: number, range: DayRange): Promise<string> {
  const rows = bounded(
    await db.all<InvoiceCsvRow>(sql`SELECT i.*, ${byRate("l")}
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
      r.type,
      r.number === null ? "" : formatInvoiceNumber(r.point_of_sale, r.number),
      STATUS_LABELS[r.status] ?? r.status,
      r.customer_name,
      formatCuit(r.customer_cuit),
      IVA_CONDITION_LABELS[r.customer_iva_condition] ?? r.customer_iva_condition,
      ...rateCells(r),
      money(r.net_cents),
      money(r.iva_cents),
      money(r.total_cents),
      r.cae ? r.cae : "Sin CAE",
      dmy(r.paid_at),
      r.payment_method ?? "",
      r.void_reason ?? "",
    ]),
  );
}

export async function purchasesCsv(db: Db, orgId: number, range: DayRange): Promise<string> {
  const rows = bounded(
    await db.all<PurchaseCsvRow>(sql`SELECT p.*, ${byRate("l")},
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
      r.supplier_name,
      formatCuit(r.supplier_cuit),
      r.invoice_type,
      r.invoice_number,
      (r.categories ?? "").split(",").filter(Boolean).sort().join(", "),
      ...rateCells(r),
      money(r.net_cents),
      money(r.iva_cents),
      money(r.total_cents),
      dmy(r.due_date),
      r.paid ? "Sí" : "No",
      dmy(r.paid_at),
      r.notes,
    ]),
  );
}
