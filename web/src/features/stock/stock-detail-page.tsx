// Insumo: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages, useMessages } from "../../lib/i18n";
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
  const t = useMessages(messages);
  return (
    <SectionPlaceholder
      title={t.title}
      emptyTitle={t.emptyTitle}
      emptyText={t.emptyText}
      icon="box"
      back={{ to: paths.stock, label: t.back }}
    />
  );
}
