// Subir factura de compra: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages, useMessages } from "../../lib/i18n";
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
  const t = useMessages(messages);
  return (
    <SectionPlaceholder
      title={t.title}
      emptyTitle={t.emptyTitle}
      emptyText={t.emptyText}
      icon="cart"
      back={{ to: paths.purchases, label: t.back }}
    />
  );
}
