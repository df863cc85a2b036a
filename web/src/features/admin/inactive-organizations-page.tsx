// Organizaciones inactivas: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";

const messages = defineMessages(
  {
    title: "Organizaciones inactivas",
    emptyTitle: "No hay organizaciones inactivas",
    emptyText: "Las organizaciones sin actividad reciente aparecerán acá.",
  },
  {
    title: "Inactive organizations",
    emptyTitle: "No inactive organizations",
    emptyText: "Organizations without recent activity will show here.",
  },
);

export default function InactiveOrganizationsPage() {
  return <SectionPlaceholder messages={messages} icon="clock" />;
}
