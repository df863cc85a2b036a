// Conversación: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";

const messages = defineMessages(
  {
    title: "Conversación",
    emptyTitle: "Sin mensajes",
    emptyText: "Los mensajes de esta conversación aparecerán acá.",
    back: "Volver a conversaciones",
  },
  {
    title: "Conversation",
    emptyTitle: "No messages",
    emptyText: "The messages of this conversation will show here.",
    back: "Back to conversations",
  },
);

export default function ConversationDetailPage() {
  return <SectionPlaceholder messages={messages} icon="chat" backTo={paths.conversations} />;
}
