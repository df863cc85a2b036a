// The status chip (colours in billing.css) of an invoice (Borrador, Emitida, Pagada, Anulada); a word, not only a colour.
import type { InvoiceStatus } from "@shared/money-values";
import { STATUS_LABELS } from "./billing-messages";

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <span className={`badge invoice-status is-${status}`}>{STATUS_LABELS[status]}</span>;
}
