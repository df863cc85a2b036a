// Insumo: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";

const messages = defineMessages(
  {
    title: "Insumo",
    emptyTitle: "Sin datos del insumo",
    emptyText: "El detalle del insumo estará disponible pronto.",
    back: "Volver al stock",
  },
  {
    title: "Supply",
    emptyTitle: "No supply data",
    emptyText: "The supply detail will be available soon.",
    back: "Back to supplies",
  },
);

export default function StockDetailPage() {
  return <SectionPlaceholder messages={messages} icon="box" backTo={paths.stock} />;
}
