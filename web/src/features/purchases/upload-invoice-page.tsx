// Subir factura de compra: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";

const messages = defineMessages(
  {
    title: "Subir factura de compra",
    emptyTitle: "Carga en preparación",
    emptyText: "Pronto vas a poder subir facturas de compra desde acá.",
    back: "Volver a compras",
  },
  {
    title: "Upload purchase invoice",
    emptyTitle: "Upload on its way",
    emptyText: "You will soon be able to upload purchase invoices here.",
    back: "Back to purchases",
  },
);

export default function UploadInvoicePage() {
  return <SectionPlaceholder messages={messages} icon="cart" backTo={paths.purchases} />;
}
