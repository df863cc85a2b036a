// Factura: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";

const messages = defineMessages(
  {
    title: "Factura",
    emptyTitle: "Sin datos de la factura",
    emptyText: "El detalle de la factura estará disponible pronto.",
    back: "Volver a facturación",
  },
  {
    title: "Invoice",
    emptyTitle: "No invoice data",
    emptyText: "The invoice detail will be available soon.",
    back: "Back to invoicing",
  },
);

export default function BillingDetailPage() {
  return <SectionPlaceholder messages={messages} icon="receipt" backTo={paths.billing} />;
}
