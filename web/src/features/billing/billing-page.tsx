// Facturación: the page frame until its issue brings the content (route in app/router.tsx).
import { Link } from "react-router-dom";
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages, useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";

const messages = defineMessages(
  {
    title: "Facturación",
    emptyTitle: "Todavía no hay facturas",
    emptyText: "Las facturas que emitas aparecerán acá.",
    action: "Nueva factura",
  },
  {
    title: "Invoicing",
    emptyTitle: "No invoices yet",
    emptyText: "The invoices you issue will show here.",
    action: "New invoice",
  },
);

export default function BillingPage() {
  const t = useMessages(messages);
  return (
    <SectionPlaceholder
      title={t.title}
      emptyTitle={t.emptyTitle}
      emptyText={t.emptyText}
      icon="receipt"
      actions={
        <Link className="btn btn-primary" to={paths.createInvoice}>
          {t.action}
        </Link>
      }
    />
  );
}
