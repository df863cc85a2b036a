// Pure shapes of the invoice area: stored rows (cents, thousandths, tenths) → API objects (pesos), body lines →
// stored lines with their amounts, and the lines a sale prefills. All arithmetic goes through shared/money.ts.
import type { invoiceLines, invoices } from "../../../db/schema-money";
import type { InvoiceBody } from "../../../shared/invoice-schemas";
import {
  documentTotals,
  formatInvoiceNumber,
  fromMilli,
  lineAmounts,
  rateToTenths,
  tenthsToRate,
  toCents,
  toMilli,
  toPesos,
} from "../../../shared/money";
import type { Invoice, InvoiceLine, InvoiceSummary, SaleForInvoice } from "../../../shared/money-types";
import { LIVE_CATTLE_IVA_RATE } from "../../../shared/money-values";
import { formatShortDay } from "../../../shared/date-text";
import { countNoun } from "../../../shared/plural";

export type InvoiceRow = typeof invoices.$inferSelect;
export type LineRow = typeof invoiceLines.$inferSelect;
export type NewLine = Omit<typeof invoiceLines.$inferInsert, "invoice_id" | "id">;

export function toSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    type: row.type,
    point_of_sale: row.point_of_sale,
    number: row.number,
    formatted_number: row.number == null ? null : formatInvoiceNumber(row.point_of_sale, row.number),
    status: row.status,
    date: row.date,
    customer_name: row.customer_name,
    customer_cuit: row.customer_cuit,
    customer_doc_type: row.customer_doc_type,
    net: toPesos(row.net_cents),
    iva: toPesos(row.iva_cents),
    total: toPesos(row.total_cents),
    cae_status: row.cae_status,
    paid_at: row.paid_at,
  };
}

export function toLine(row: LineRow): InvoiceLine {
  return {
    description: row.description,
    quantity: fromMilli(row.quantity_milli),
    unit: row.unit,
    unit_price: toPesos(row.unit_price_cents),
    iva_rate: tenthsToRate(row.iva_tenths),
    net: toPesos(row.net_cents),
    iva: toPesos(row.iva_cents),
  };
}

export function toInvoice(row: InvoiceRow, lines: LineRow[], movementIds: number[]): Invoice {
  const totals = documentTotals(lines);
  return {
    ...toSummary(row),
    customer_iva_condition: row.customer_iva_condition,
    lines: lines.map(toLine),
    by_rate: totals.by_rate.map((r) => ({
      iva_rate: tenthsToRate(r.iva_tenths),
      net: toPesos(r.net_cents),
      iva: toPesos(r.iva_cents),
    })),
    movement_ids: movementIds,
    cae: row.cae,
    cae_due_date: row.cae_due_date,
    cae_reason: row.cae_reason,
    issued_at: row.issued_at,
    payment_method: row.payment_method,
    voided_at: row.voided_at,
    void_reason: row.void_reason,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The body's lines as stored (the schema already proved every amount converts exactly) and the totals. */
export function storedLines(body: Pick<InvoiceBody, "lines">) {
  const lines: NewLine[] = body.lines.map((l, position) => {
    const input = {
      quantity_milli: toMilli(l.quantity)!,
      unit_price_cents: toCents(l.unit_price)!,
      iva_tenths: rateToTenths(l.iva_rate),
    };
    return { position, description: l.description, unit: l.unit, ...input, ...lineAmounts(input) };
  });
  return { lines, totals: documentTotals(lines) };
}

/** A SELL movement as stored: animals [{ type, category_id, count }] and data with the sale's fields. */
export interface SaleRow {
  id: number;
  date: string;
  animals: unknown;
  data: unknown;
  rodeo_name: string | null;
  invoice_id: number | null;
  invoice_number: number | null;
  invoice_pos: number | null;
  invoice_status: InvoiceSummary["status"] | null;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null);
/** Rounds a derived quantity (heads × mean weight) to the thousandth the invoice stores. */
const milli = (v: number) => fromMilli(toMilli(v) ?? 0);

/** The picker's view of a sale: heads, kilos, price, its live invoice, and the lines it prefills. */
export function toSale(row: SaleRow): SaleForInvoice {
  const data = (row.data ?? {}) as Record<string, unknown>;
  const animals = (Array.isArray(row.animals) ? row.animals : []) as Array<{ type?: string; count?: number }>;
  const perKg = num(data.price_per_kg);
  const perHead = num(data.price_per_head);
  const weight = num(data.mean_weight);
  const heads = animals.reduce((sum, a) => sum + (typeof a.count === "number" ? a.count : 0), 0);
  const day = row.date.slice(0, 10);
  const shown = formatShortDay(day);
  const dte = typeof data.dte_number === "string" && data.dte_number ? `, DTE ${data.dte_number}` : "";
  const lines = animals
    .filter((a) => typeof a.count === "number" && a.count > 0)
    .map((a) => {
      const description = `Hacienda en pie: ${countNoun(a.count!, a.type ?? "cabeza")} (venta del ${shown}${dte})`;
      const base = { description, iva_rate: LIVE_CATTLE_IVA_RATE as number };
      // By kilo when the sale has kilos and a price per kg; otherwise by head (price 0 when none was recorded).
      if (perKg !== null && weight !== null) {
        return { ...base, quantity: milli(a.count! * weight), unit: "kg" as const, unit_price: perKg };
      }
      return { ...base, quantity: a.count!, unit: "cabezas" as const, unit_price: perHead ?? 0 };
    });
  return {
    movement_id: row.id,
    date: day,
    rodeo_name: row.rodeo_name,
    heads,
    kilos: weight !== null ? milli(heads * weight) : null,
    price: perKg ?? perHead,
    buyer: typeof data.buyer === "string" ? data.buyer : "",
    lines,
    invoice:
      row.invoice_id == null
        ? null
        : {
            id: row.invoice_id,
            formatted_number:
              row.invoice_number == null ? null : formatInvoiceNumber(row.invoice_pos ?? 1, row.invoice_number),
            status: row.invoice_status ?? "borrador",
          },
  };
}
