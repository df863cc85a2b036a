// The purchase form's raw values (strings from inputs), their conversion to the API body, the prefill
// from an uploaded invoice's extracted fields, and the live totals preview (the server's figures rule).
import { documentTotals, formatCuit, rateToTenths, toCents, toMilli, toPesos } from "@shared/money";
import type { ExtractedInvoiceFields } from "@shared/money-types";
import type { ExpenseCategory, PurchaseInvoiceType } from "@shared/money-values";
import type { PurchaseInput } from "@shared/purchase-schemas";

export interface LineValues {
  category: ExpenseCategory;
  description: string;
  quantity: string;
  unit_price: string;
  iva_rate: string;
}

export interface PurchaseValues {
  supplier_name: string;
  supplier_cuit: string;
  date: string;
  invoice_type: PurchaseInvoiceType;
  invoice_number: string;
  due_date: string;
  paid: boolean;
  notes: string;
  lines: LineValues[];
}

export const emptyLine = (): LineValues => ({
  category: "otros",
  description: "",
  quantity: "1",
  unit_price: "",
  iva_rate: "21",
});

export const emptyPurchase = (today: string): PurchaseValues => ({
  supplier_name: "",
  supplier_cuit: "",
  date: today,
  invoice_type: "A",
  invoice_number: "",
  due_date: "",
  paid: false,
  notes: "",
  lines: [emptyLine()],
});

/** "1.234,56" or "1234.56" → 1234.56; NaN when empty or not a number. */
export function parseAmount(raw: string): number {
  const s = raw.trim().replace(/\s|\$/g, "");
  if (!s) return Number.NaN;
  return Number(s.includes(",") ? s.replace(/\./g, "").replace(",", ".") : s);
}

export function toBody(v: PurchaseValues, fileId: number | null): PurchaseInput {
  return {
    supplier_name: v.supplier_name,
    supplier_cuit: v.supplier_cuit,
    date: v.date,
    invoice_type: v.invoice_type,
    invoice_number: v.invoice_number.trim(),
    due_date: v.due_date || null,
    paid: v.paid,
    notes: v.notes || null,
    file_id: fileId,
    lines: v.lines.map((l) => ({
      category: l.category,
      description: l.description,
      quantity: parseAmount(l.quantity),
      unit_price: parseAmount(l.unit_price),
      iva_rate: Number(l.iva_rate),
    })),
  };
}

/** The form prefilled from what the worker read: one line whose net at 21 % gives the printed total. */
export function prefill(base: PurchaseValues, x: ExtractedInvoiceFields): PurchaseValues {
  const lines =
    x.total != null
      ? [{ ...emptyLine(), description: "Según factura", unit_price: String(Math.round((x.total / 1.21) * 100) / 100) }]
      : base.lines;
  return {
    ...base,
    supplier_cuit: x.supplier_cuit ? formatCuit(x.supplier_cuit) : base.supplier_cuit,
    date: x.date ?? base.date,
    invoice_type: x.invoice_type ?? base.invoice_type,
    invoice_number: x.invoice_number ?? base.invoice_number,
    lines,
  };
}

/** Net, IVA and total of the lines that parse (a preview; the server computes the stored totals). */
export function previewTotals(lines: LineValues[]) {
  const parsed = lines.flatMap((l) => {
    const q = toMilli(parseAmount(l.quantity));
    const p = toCents(parseAmount(l.unit_price));
    return q !== null && p !== null
      ? [{ quantity_milli: q, unit_price_cents: p, iva_tenths: rateToTenths(Number(l.iva_rate)) }]
      : [];
  });
  const t = documentTotals(parsed);
  return { net: toPesos(t.net_cents), iva: toPesos(t.iva_cents), total: toPesos(t.total_cents) };
}
