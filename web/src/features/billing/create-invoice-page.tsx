// Nueva factura: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";

const messages = defineMessages(
  {
    title: "Nueva factura",
    emptyTitle: "Formulario en preparación",
    emptyText: "Pronto vas a poder emitir facturas desde acá.",
    back: "Volver a facturación",
  },
  {
    title: "New invoice",
    emptyTitle: "Form on its way",
    emptyText: "You will soon be able to issue invoices here.",
    back: "Back to invoicing",
  },
);

export default function CreateInvoicePage() {
  return <SectionPlaceholder messages={messages} icon="receipt" backTo={paths.billing} />;
}
