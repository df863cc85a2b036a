// Cargar insumo: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";

const messages = defineMessages(
  {
    title: "Cargar insumo",
    emptyTitle: "Formulario en preparación",
    emptyText: "Pronto vas a poder cargar insumos desde acá.",
    back: "Volver al stock",
  },
  {
    title: "Add supply",
    emptyTitle: "Form on its way",
    emptyText: "You will soon be able to add supplies here.",
    back: "Back to supplies",
  },
);

export default function CreateStockPage() {
  return <SectionPlaceholder messages={messages} icon="box" backTo={paths.stock} />;
}
