// Stock de insumos: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";

const messages = defineMessages(
  {
    title: "Stock de insumos",
    emptyTitle: "Todavía no hay insumos",
    emptyText: "Cargá alimentos, medicamentos y otros insumos para controlar su stock.",
    action: "Cargar insumo",
  },
  {
    title: "Supplies",
    emptyTitle: "No supplies yet",
    emptyText: "Add feed, medicines and other supplies to keep track of their stock.",
    action: "Add supply",
  },
);

export default function StockPage() {
  return <SectionPlaceholder messages={messages} icon="box" actionTo={paths.createStock} />;
}
