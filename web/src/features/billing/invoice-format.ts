// How invoice figures read on screen and on paper: quantities, rates, CUITs, numbers (pesos: lib/amounts.ts).
import { formatCuit } from "@shared/money";
import type { InvoiceSummary } from "@shared/money-types";

const quantity = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 3 });
const rate = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });

export const formatQuantity = (n: number) => quantity.format(n);
export const formatRate = (r: number) => `${rate.format(r)} %`;
export { formatCuit };

/** The customer's document as read: "CUIT: 20-…", "DNI: …", or an unidentified final consumer. */
export function customerDocument(i: Pick<InvoiceSummary, "customer_doc_type" | "customer_cuit">): string {
  if (i.customer_doc_type === "cuit") return `CUIT: ${formatCuit(i.customer_cuit)}`;
  if (i.customer_cuit) return `DNI: ${i.customer_cuit}`;
  return "Consumidor final sin identificar";
}

/** "A 0001-00000012", or "A (borrador)" while a draft. */
export const invoiceTitle = (i: Pick<InvoiceSummary, "type" | "formatted_number">, draft: string) =>
  `${i.type} ${i.formatted_number ?? `(${draft.toLowerCase()})`}`;

/** A day as dd/mm/yyyy (invoices store YYYY-MM-DD). */
export const formatInvoiceDay = (day: string | null | undefined) =>
  day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : "";
