// The invoice as a document: what the screen shows and what prints on one A4 page (billing.css @media print).
// Black on white, every figure in words and numbers; the issuer's fiscal data, the customer's document by type,
// and the CAE with its due date and ARCA's QR when authorized (docs/arca.md, "The printed invoice"), else "sin
// CAE" said plainly: such a paper is no valid invoice.
import { arcaQrUrl } from "@shared/arca-qr";
import type { FiscalData } from "@shared/fiscal-schemas";
import type { Invoice } from "@shared/money-types";
import { IVA_CONDITION_LABELS } from "@shared/money-values";
import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { selectedOrganizationAtom } from "../../lib/session";
import { PAYMENT_LABELS, STATUS_LABELS, UNIT_LABELS } from "./billing-messages";
import { formatPesos } from "../../lib/amounts";
import { customerDocument, formatCuit, formatInvoiceDay, formatQuantity, formatRate } from "./invoice-format";
import { num, TableHead } from "../../components/table-head";

// The QR encoder is loaded only when an authorized invoice is shown.
const ArcaQrCode = lazy(() => import("./arca-qr-code"));

function IssuerHead({ issuer, fallbackName }: { issuer: FiscalData | null | undefined; fallbackName: string }) {
  if (!issuer) return <p className="invoice-doc-issuer">{fallbackName}</p>;
  return (
    <>
      <p className="invoice-doc-issuer">{issuer.razon_social}</p>
      <p>{issuer.address}</p>
      <p>{IVA_CONDITION_LABELS[issuer.iva_condition]}</p>
      <p>CUIT: {formatCuit(issuer.cuit)}</p>
      <p>IIBB: {issuer.iibb}</p>
      <p>Inicio de actividades: {formatInvoiceDay(issuer.activity_start)}</p>
    </>
  );
}

/** "CAE N° … — Vto. CAE dd/mm/aaaa" and ARCA's QR (only with the issuer's CUIT, which the QR carries). */
function Authorization({ invoice, issuer }: { invoice: Invoice; issuer: FiscalData | null | undefined }) {
  const url =
    issuer && invoice.number != null
      ? arcaQrUrl({
          date: invoice.date,
          issuer_cuit: issuer.cuit,
          point_of_sale: invoice.point_of_sale,
          type: invoice.type,
          number: invoice.number,
          total: invoice.total,
          customer_doc_type: invoice.customer_doc_type,
          customer_doc: invoice.customer_cuit,
          cae: invoice.cae ?? "",
        })
      : null;
  return (
    <div className="invoice-doc-cae">
      {url ? (
        <Suspense fallback={<span className="invoice-doc-qr" aria-hidden="true" />}>
          <ArcaQrCode url={url} label="Código QR de ARCA" />
        </Suspense>
      ) : null}
      <div>
        <p>
          <strong>
            CAE N° {invoice.cae} — Vto. CAE {formatInvoiceDay(invoice.cae_due_date)}
          </strong>
        </p>
        <p>Comprobante autorizado por ARCA.</p>
      </div>
    </div>
  );
}

export function InvoiceDocument({ invoice, issuer }: { invoice: Invoice; issuer?: FiscalData | null }) {
  const organization = useAtomValue(selectedOrganizationAtom);
  const number = invoice.formatted_number ?? "Borrador (sin número)";
  return (
    <article className="card invoice-document" aria-label={`Factura ${invoice.type} ${number}`}>
      <header className="invoice-doc-head">
        <div>
          <IssuerHead issuer={issuer} fallbackName={organization?.name ?? ""} />
        </div>
        <div className="invoice-doc-letter" aria-label={`Tipo ${invoice.type}`}>
          {invoice.type}
        </div>
        <div className="invoice-doc-number">
          <p>
            <strong>Factura {invoice.type}</strong>
          </p>
          <p>N.º {number}</p>
          <p>Fecha: {formatInvoiceDay(invoice.date)}</p>
          <p>Estado: {STATUS_LABELS[invoice.status]}</p>
        </div>
      </header>
      <section className="invoice-doc-customer">
        <p>
          <strong>Cliente:</strong> {invoice.customer_name}
        </p>
        <p>
          {customerDocument(invoice)} · {IVA_CONDITION_LABELS[invoice.customer_iva_condition]}
        </p>
      </section>
      {/* Scrolls sideways on a phone: a named region in the tab order, so a keyboard can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrolling region must take focus */}
      <div className="invoice-doc-scroll" role="region" aria-label="Líneas de la factura" tabIndex={0}>
        <table className="invoice-doc-lines">
          <TableHead columns={["Descripción", num("Cantidad"), num("Precio unit."), num("IVA"), num("Neto")]} />
          <tbody>
            {invoice.lines.map((l, i) => (
              <tr key={i}>
                <td className="invoice-doc-line-description">{l.description}</td>
                <td className="num" data-label="Cantidad">
                  {formatQuantity(l.quantity)} {UNIT_LABELS[l.unit]}
                </td>
                <td className="num" data-label="Precio unit.">
                  {formatPesos(l.unit_price)}
                </td>
                <td className="num" data-label="IVA">
                  {formatRate(l.iva_rate)}
                </td>
                <td className="num" data-label="Neto">
                  {formatPesos(l.net)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="invoice-doc-totals" aria-label="Totales">
        <div>
          <dt>Neto</dt>
          <dd>{formatPesos(invoice.net)}</dd>
        </div>
        {invoice.by_rate
          .filter((r) => r.iva_rate > 0)
          .map((r) => (
            <div key={r.iva_rate}>
              <dt>IVA {formatRate(r.iva_rate)}</dt>
              <dd>{formatPesos(r.iva)}</dd>
            </div>
          ))}
        <div className="invoice-doc-total">
          <dt>Total</dt>
          <dd>{formatPesos(invoice.total)}</dd>
        </div>
      </dl>
      <footer className="invoice-doc-foot">
        {invoice.status === "borrador" ? (
          <p>Borrador: todavía no fue emitida.</p>
        ) : invoice.cae_status === "autorizada" && invoice.cae ? (
          <Authorization invoice={invoice} issuer={issuer} />
        ) : (
          <p className="invoice-doc-sin-cae">
            <strong>sin CAE</strong> — comprobante no válido como factura: ARCA no lo autorizó.
          </p>
        )}
        {invoice.paid_at ? (
          <p>
            Pagada el {formatInvoiceDay(invoice.paid_at)}
            {invoice.payment_method ? ` · ${PAYMENT_LABELS[invoice.payment_method]}` : ""}
          </p>
        ) : null}
        {invoice.status === "anulada" ? <p>Anulada: {invoice.void_reason}</p> : null}
      </footer>
    </article>
  );
}
