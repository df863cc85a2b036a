// Compras: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";
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
  return <SectionPlaceholder messages={messages} icon="cart" actionTo={paths.uploadInvoice} />;
}
