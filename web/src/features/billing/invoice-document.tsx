// The invoice as a document: what the screen shows and what prints on one A4 page (billing.css @media print).
// Black on white, every figure in words and numbers, and "sin CAE" said plainly when ARCA did not authorise it.
import type { Invoice } from "@shared/money-types";
import { IVA_CONDITION_LABELS } from "@shared/money-values";
import { useAtomValue } from "jotai";
import { selectedOrganizationAtom } from "../../lib/session";
import { PAYMENT_LABELS, STATUS_LABELS, UNIT_LABELS } from "./billing-messages";
import { formatPesos } from "../../lib/amounts";
import { formatCuit, formatInvoiceDay, formatQuantity, formatRate } from "./invoice-format";
import { num, TableHead } from "../../components/table-head";

export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const organization = useAtomValue(selectedOrganizationAtom);
  const number = invoice.formatted_number ?? "Borrador (sin número)";
  return (
    <article className="card invoice-document" aria-label={`Factura ${invoice.type} ${number}`}>
      <header className="invoice-doc-head">
        <div>
          <p className="invoice-doc-issuer">{organization?.name ?? ""}</p>
          <p>Fecha: {formatInvoiceDay(invoice.date)}</p>
        </div>
        <div className="invoice-doc-letter" aria-label={`Tipo ${invoice.type}`}>
          {invoice.type}
        </div>
        <div className="invoice-doc-number">
          <p>
            <strong>Factura {invoice.type}</strong>
          </p>
          <p>N.º {number}</p>
          <p>Estado: {STATUS_LABELS[invoice.status]}</p>
        </div>
      </header>
      <section className="invoice-doc-customer">
        <p>
          <strong>Cliente:</strong> {invoice.customer_name}
        </p>
        <p>
          <strong>CUIT:</strong> {formatCuit(invoice.customer_cuit)} ·{" "}
          {IVA_CONDITION_LABELS[invoice.customer_iva_condition]}
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
          <p>
            CAE {invoice.cae} · vence {formatInvoiceDay(invoice.cae_due_date)}
          </p>
        ) : (
          <p className="invoice-doc-sin-cae">
            <strong>sin CAE</strong>: comprobante no autorizado por ARCA (facturación electrónica no configurada).
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
