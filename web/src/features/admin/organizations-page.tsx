// Organizaciones: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";

const messages = defineMessages(
  {
    title: "Organizaciones",
    emptyTitle: "Todavía no hay organizaciones para mostrar",
    emptyText: "El listado de todas las organizaciones de la plataforma aparecerá acá.",
  },
  {
    title: "Organizations",
    emptyTitle: "No organizations to show yet",
    emptyText: "The list of every organization on the platform will show here.",
  },
);

export default function OrganizationsPage() {
  return <SectionPlaceholder messages={messages} icon="building" />;
}
