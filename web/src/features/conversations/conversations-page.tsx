// Conversaciones: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";

const messages = defineMessages(
  {
    title: "Conversaciones",
    emptyTitle: "Todavía no hay conversaciones",
    emptyText: "Las conversaciones por WhatsApp con los usuarios aparecerán acá.",
  },
  {
    title: "Conversations",
    emptyTitle: "No conversations yet",
    emptyText: "WhatsApp conversations with users will show here.",
  },
);

export default function ConversationsPage() {
  return <SectionPlaceholder messages={messages} icon="chat" />;
}
