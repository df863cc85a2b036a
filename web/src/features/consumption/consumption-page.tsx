// Consumo: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";

const messages = defineMessages(
  {
    title: "Consumo",
    emptyTitle: "Todavía no hay consumos",
    emptyText: "Registrá el consumo de insumos y la faena para consumo propio.",
  },
  {
    title: "Consumption",
    emptyTitle: "No consumption yet",
    emptyText: "Record supply consumption and animals slaughtered for own use.",
  },
);

export default function ConsumptionPage() {
  return <SectionPlaceholder messages={messages} icon="bowl" />;
}
