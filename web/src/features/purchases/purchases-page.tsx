// Compras: the page frame until its issue brings the content (route in app/router.tsx).
import { Link } from "react-router-dom";
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages, useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";

const messages = defineMessages(
  {
    title: "Compras",
    emptyTitle: "Todavía no hay compras",
    emptyText: "Subí las facturas de tus compras para llevar el control de gastos.",
    action: "Subir factura",
  },
  {
    title: "Purchases",
    emptyTitle: "No purchases yet",
    emptyText: "Upload your purchase invoices to keep track of expenses.",
    action: "Upload invoice",
  },
);

export default function PurchasesPage() {
  const t = useMessages(messages);
  return (
    <SectionPlaceholder
      title={t.title}
      emptyTitle={t.emptyTitle}
      emptyText={t.emptyText}
      icon="cart"
      actions={
        <Link className="btn btn-primary" to={paths.uploadInvoice}>
          {t.action}
        </Link>
      }
    />
  );
}
