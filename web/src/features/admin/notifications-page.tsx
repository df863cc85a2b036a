// Notificaciones (docs/administration.md, super admins; route in app/router.tsx): compose a notice and the history.
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { NotificationCompose } from "./notification-compose";
import { NotificationHistory } from "./notification-history";
import { adminNotificationMessages } from "./notifications-admin-messages";
import "./notifications-admin.css";

export default function NotificationsPage() {
  const t = useMessages(adminNotificationMessages);
  return (
    <PageFrame title={t.title} description={t.description}>
      <div className="notifications-admin">
        <NotificationCompose />
        <NotificationHistory />
      </div>
    </PageFrame>
  );
}
