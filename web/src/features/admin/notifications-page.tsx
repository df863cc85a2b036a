// Notificaciones: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";

const messages = defineMessages(
  {
    title: "Notificaciones",
    emptyTitle: "Todavía no hay notificaciones",
    emptyText: "Los avisos enviados a los usuarios aparecerán acá.",
  },
  {
    title: "Notifications",
    emptyTitle: "No notifications yet",
    emptyText: "Notices sent to users will show here.",
  },
);

export default function NotificationsPage() {
  return <SectionPlaceholder messages={messages} icon="bell" />;
}
