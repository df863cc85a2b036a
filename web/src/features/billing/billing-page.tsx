// Facturación (/billing): the finance summary (finance-summary-panel.tsx), then the sales invoices newest
// first, 10 a page, with status chips and filters by dates, status and text (customer, CUIT or number).
import type { InvoiceSummary } from "@shared/money-types";
import type { InvoiceStatus } from "@shared/money-values";
import { useState } from "react";
import { Link } from "react-router-dom";
import { FilterBar, FilterDates, FilterSearch, FilterSelect, LabelOptions } from "../../components/filter-bar";
import { pageCount, Pager } from "../../components/pager";
import { QueryState } from "../../components/query-state";
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { billingMessages, STATUS_LABELS } from "./billing-messages";
import { FinanceSummaryPanel } from "./finance-summary-panel";
import { formatPesos } from "../../lib/amounts";
import { customerDocument, formatInvoiceDay, invoiceTitle } from "./invoice-format";
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
          {invoice.customer_name} · {customerDocument(invoice)}
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

  return (
    <>
      <FilterBar className="filter-grid invoice-filters">
        <FilterSearch id="invoice-q" texts={t} value={q} onValue={reset(setQ)} />
        <FilterSelect
          id="invoice-status"
          label={t.status}
          value={status}
          onValue={(v) => reset(setStatus)(v as InvoiceStatus | "")}
        >
          <LabelOptions all={t.allStatuses} labels={STATUS_LABELS} />
        </FilterSelect>
        <FilterDates idPrefix="invoice" texts={t} from={from} to={to} onFrom={reset(setFrom)} onTo={reset(setTo)} />
      </FilterBar>
      <QueryState
        query={list}
        texts={t}
        isEmpty={(d) => d.invoices.length === 0}
        filtering={filtering || !!list.data?.total}
        noMatch={t.noMatch}
        emptyIcon="receipt"
        emptyAction={
          <Link className="btn btn-primary" to={paths.createInvoice}>
            {t.newInvoice}
          </Link>
        }
      >
        {(data) => (
          <>
            <ul className="invoice-list" aria-label={t.listLabel}>
              {data.invoices.map((i) => (
                <InvoiceItem key={i.id} invoice={i} />
              ))}
            </ul>
            <Pager
              className="invoice-pager"
              label={t.listLabel}
              page={page}
              pages={pageCount(data)}
              onPage={setPage}
              previous={t.previous}
              next={t.next}
            >
              <span className="muted">{t.pageOf(data.page, pageCount(data), data.total)}</span>
            </Pager>
          </>
        )}
      </QueryState>
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
