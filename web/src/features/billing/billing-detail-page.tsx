// Factura (/billing/:id): the invoice as a document (printable on one A4 page) and what can be done to it.
import { useState } from "react";
import type { Invoice } from "@shared/money-types";
import { Link, useParams } from "react-router-dom";
import { EmptyState } from "../../components/empty-state";
import { LoadError } from "../../components/load-error";
import { InlineLoading } from "../../components/loading-screen";
import { PageFrame } from "../../components/page-frame";
import { isApiError } from "../../lib/api/client";
import { paths } from "../../lib/paths";
import { formatInvoiceDay, invoiceTitle } from "./invoice-format";
import { EditInvoice } from "./edit-invoice";
import { InvoiceActions } from "./invoice-actions";
import { InvoiceDocument } from "./invoice-document";
import { InvoiceStatusChip } from "./invoice-status-chip";
import { useInvoice, useIssuer } from "./use-invoices";
import { MoneyGate, useCanSeeMoney } from "./money-gate";
import "./billing.css";

function BillingDetail() {
  const invoiceId = Number(useParams().id);
  const canSeeMoney = useCanSeeMoney();
  const query = useInvoice(invoiceId, canSeeMoney);
  const issuer = useIssuer(canSeeMoney);
  const [editing, setEditing] = useState(false);
  const back = (
    <Link className="btn btn-ghost no-print" to={paths.billing}>
      Volver a facturación
    </Link>
  );
  if (!query.data) {
    const missing = !Number.isInteger(invoiceId) || (isApiError(query.error) && query.error.status === 404);
    return (
      <PageFrame title="Factura" actions={back}>
        {missing ? (
          <EmptyState icon="receipt" title="La factura no existe" description="Puede que la hayan eliminado." />
        ) : query.error ? (
          <LoadError
            message="No pudimos cargar la factura."
            retryLabel="Reintentar"
            onRetry={() => void query.refetch()}
          />
        ) : (
          <InlineLoading label="Cargando factura..." />
        )}
      </PageFrame>
    );
  }
  const invoice = query.data;
  return (
    <PageFrame
      title={`Factura ${invoiceTitle(invoice, "Borrador")}`}
      description={
        <>
          <InvoiceStatusChip status={invoice.status} /> {formatInvoiceDay(invoice.date)}
          {invoice.status !== "borrador" && invoice.cae_status !== "autorizada" ? (
            <span className="badge invoice-sin-cae">sin CAE</span>
          ) : null}
        </>
      }
      actions={back}
    >
      {editing && invoice.status === "borrador" ? (
        <EditInvoice invoice={invoice} onDone={() => setEditing(false)} />
      ) : (
        <>
          <div className="no-print">
            <InvoiceActions invoice={invoice} onEdit={() => setEditing(true)} />
          </div>
          {invoice.cae_reason ? (
            <p className="invoice-cae-reason no-print" role="note">
              <strong>{caeReasonTitle(invoice)}:</strong> {invoice.cae_reason}
            </p>
          ) : null}
          <InvoiceDocument invoice={invoice} issuer={issuer.data} />
        </>
      )}
    </PageFrame>
  );
}

/** What the ARCA note is: observations of a granted CAE, a refusal, or an answer still awaited (docs/arca.md). */
function caeReasonTitle(invoice: Invoice) {
  if (invoice.cae_status === "autorizada") return "Observaciones de ARCA";
  if (invoice.cae_status === "rechazada") return "No se emitió";
  return "ARCA";
}

export default function BillingDetailPage() {
  return (
    <MoneyGate title="Factura">
      <BillingDetail />
    </MoneyGate>
  );
}
