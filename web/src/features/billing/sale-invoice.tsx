// A sale's invoice on its movement page (docs/money.md: "a sale shows its invoice"): the invoice that bills it,
// with its status, or a way to bill it. Owners and admins only; plain users see no money.
import { Link } from "react-router-dom";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { billingMessages } from "./billing-messages";
import { invoiceTitle } from "./invoice-format";
import { InvoiceStatusChip } from "./invoice-status-chip";
import { useInvoiceList } from "./use-invoices";
import { useCanSeeMoney } from "./money-gate";

export function SaleInvoice({ movementId }: { movementId: number }) {
  const t = useMessages(billingMessages);
  const allowed = useCanSeeMoney();
  const list = useInvoiceList({ page: 1, movement_id: movementId }, allowed);
  if (!allowed || !list.data) return null;
  const invoice = list.data.invoices[0];
  return (
    <section className="card" aria-labelledby="sale-invoice-title">
      <h2 id="sale-invoice-title" className="card-title">
        {t.saleInvoiceTitle}
      </h2>
      {invoice ? (
        <p>
          <Link to={paths.billingDetail.to(invoice.id)}>
            {t.invoiceWord} {invoiceTitle(invoice, t.draftNumber)}
          </Link>{" "}
          <InvoiceStatusChip status={invoice.status} />
        </p>
      ) : (
        <p>
          {t.saleNotInvoiced} <Link to={paths.createInvoice}>{t.invoiceThisSale}</Link>
        </p>
      )}
    </section>
  );
}
