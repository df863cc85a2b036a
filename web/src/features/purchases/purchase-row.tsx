// One purchase of the list: supplier, invoice, dates, total, the Impaga / Vencida chips and its actions.
import type { Purchase } from "@shared/money-types";
import { formatCuit } from "@shared/money";
import { formatDay } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { formatPesos } from "../../lib/amounts";
import { purchaseMessages } from "./purchase-messages";

export interface PurchaseRowProps {
  purchase: Purchase;
  busy: boolean;
  onTogglePaid: (p: Purchase) => void;
  onDelete: (p: Purchase) => void;
  onOpenFile: (p: Purchase) => void;
}

export function PurchaseRow({ purchase: p, busy, onTogglePaid, onDelete, onOpenFile }: PurchaseRowProps) {
  const t = useMessages(purchaseMessages);
  const state = p.overdue ? "is-overdue" : p.paid ? "is-paid" : "is-unpaid";
  return (
    <li
      className={`purchase-card card ${state}`}
      aria-label={`${p.supplier_name} ${p.invoice_type} ${p.invoice_number}`}
    >
      <div className="purchase-card-head">
        <strong>{p.supplier_name}</strong>
        <span className="purchase-total">{formatPesos(p.total)}</span>
      </div>
      <p className="muted">
        {t.number} {p.invoice_type} {p.invoice_number} · CUIT {formatCuit(p.supplier_cuit)}
      </p>
      <p className="muted">
        {t.date} {formatDay(p.date)}
        {p.due_date ? ` · ${t.due} ${formatDay(p.due_date)}` : ""}
      </p>
      <div className="purchase-chips">
        {p.paid ? (
          <span className="badge badge-muted">{t.paidChip}</span>
        ) : (
          <span className="badge badge-earth">{t.unpaidChip}</span>
        )}
        {p.overdue ? <span className="badge badge-danger">{t.overdueChip}</span> : null}
      </div>
      <div className="purchase-actions">
        <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => onTogglePaid(p)}>
          {p.paid ? t.markUnpaid : t.markPaid}
        </button>
        {p.file ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onOpenFile(p)}>
            {t.file}
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => onDelete(p)}>
          {t.remove}
        </button>
      </div>
    </li>
  );
}
