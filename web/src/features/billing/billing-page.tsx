// Facturación (/billing): the finance summary (finance-summary-panel.tsx), then the sales invoices newest
// first, 10 a page, with status chips and filters by dates, status and text (customer, CUIT or number).
import type { InvoiceSummary } from "@shared/money-types";
import { INVOICE_STATUSES, type InvoiceStatus } from "@shared/money-values";
import { useState } from "react";
import { Link } from "react-router-dom";
import { EmptyState } from "../../components/empty-state";
import { LoadError } from "../../components/load-error";
import { InlineLoading } from "../../components/loading-screen";
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { billingMessages, STATUS_LABELS } from "./billing-messages";
import { FinanceSummaryPanel } from "./finance-summary-panel";
import { formatPesos } from "../../lib/amounts";
import { formatCuit, formatInvoiceDay, invoiceTitle } from "./invoice-format";
import { InvoiceStatusChip } from "./invoice-status-chip";
import { useInvoiceList } from "./use-invoices";
import { MoneyGate } from "./money-gate";
import "./billing.css";

function InvoiceItem({ invoice }: { invoice: InvoiceSummary }) {
  const t = useMessages(billingMessages);
  return (
    <li className="invoice-item">
      <Link to={paths.billingDetail.to(invoice.id)} className="invoice-item-link">
        <span className="invoice-item-head">
          <strong>{invoiceTitle(invoice, t.draftNumber)}</strong>
          <InvoiceStatusChip status={invoice.status} />
          {invoice.cae_status === "sin_cae" && invoice.status !== "anulada" ? (
            <span className="badge invoice-sin-cae">{t.sinCae}</span>
          ) : null}
        </span>
        <span className="invoice-item-customer">
          {invoice.customer_name} · {formatCuit(invoice.customer_cuit)}
        </span>
        <span className="invoice-item-foot">
          <span>{formatInvoiceDay(invoice.date)}</span>
          <strong className="num">{formatPesos(invoice.total)}</strong>
        </span>
      </Link>
    </li>
  );
}

function InvoiceList() {
  const t = useMessages(billingMessages);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<InvoiceStatus | "">("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const search = useDebouncedValue(q.trim(), 250);
  const list = useInvoiceList({ page, q: search, status: status || undefined, from, to });
  const filtering = !!(q.trim() || status || from || to);
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  let body;
  if (!list.data && list.error) {
    body = <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    body = <InlineLoading label={t.loading} />;
  } else if (list.data.total === 0 && !filtering) {
    body = (
      <EmptyState
        icon="receipt"
        title={t.emptyTitle}
        description={t.emptyText}
        action={
          <Link className="btn btn-primary" to={paths.createInvoice}>
            {t.newInvoice}
          </Link>
        }
      />
    );
  } else if (list.data.invoices.length === 0) {
    body = <p className="muted">{t.noMatch}</p>;
  } else {
    const pages = Math.max(1, Math.ceil(list.data.total / list.data.limit));
    body = (
      <>
        <ul className="invoice-list" aria-label={t.listLabel}>
          {list.data.invoices.map((i) => (
            <InvoiceItem key={i.id} invoice={i} />
          ))}
        </ul>
        <nav className="invoice-pager" aria-label={t.listLabel}>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t.previous}
          </button>
          <span className="muted">{t.pageOf(list.data.page, pages, list.data.total)}</span>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t.next}
          </button>
        </nav>
      </>
    );
  }

  return (
    <>
      <div className="invoice-filters" role="search">
        <div className="field">
          <label htmlFor="invoice-q">{t.search}</label>
          <input
            id="invoice-q"
            className="input"
            type="search"
            value={q}
            placeholder={t.searchPlaceholder}
            onChange={(e) => reset(setQ)(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="invoice-status">{t.status}</label>
          <select
            id="invoice-status"
            className="select"
            value={status}
            onChange={(e) => reset(setStatus)(e.target.value as InvoiceStatus | "")}
          >
            <option value="">{t.allStatuses}</option>
            {INVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="invoice-from">{t.from}</label>
          <input
            id="invoice-from"
            className="input"
            type="date"
            value={from}
            onChange={(e) => reset(setFrom)(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="invoice-to">{t.to}</label>
          <input
            id="invoice-to"
            className="input"
            type="date"
            value={to}
            onChange={(e) => reset(setTo)(e.target.value)}
          />
        </div>
      </div>
      {body}
    </>
  );
}

export default function BillingPage() {
  const t = useMessages(billingMessages);
  return (
    <MoneyGate title={t.title}>
      <PageFrame
        title={t.title}
        description={t.description}
        actions={
          <Link className="btn btn-primary" to={paths.createInvoice}>
            {t.newInvoice}
          </Link>
        }
      >
        <FinanceSummaryPanel />
        <InvoiceList />
      </PageFrame>
    </MoneyGate>
  );
}
