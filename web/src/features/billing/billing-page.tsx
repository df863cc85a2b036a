// Facturación: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { FinanceSummaryPanel } from "./finance-summary-panel";

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
  return (
    <>
      <SectionPlaceholder messages={messages} icon="receipt" actionTo={paths.createInvoice} />
      <FinanceSummaryPanel />
    </>
  );
}
