// Asistente IA: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";

const messages = defineMessages(
  {
    title: "Asistente IA",
    emptyTitle: "El asistente todavía no está disponible",
    emptyText: "Pronto vas a poder consultar sobre tu hacienda en lenguaje natural.",
  },
  {
    title: "AI assistant",
    emptyTitle: "The assistant is not available yet",
    emptyText: "You will soon be able to ask about your herd in plain language.",
  },
);

export default function AssistantPage() {
  return <SectionPlaceholder messages={messages} icon="bot" />;
}
