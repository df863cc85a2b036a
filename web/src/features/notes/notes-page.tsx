// Notas: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";

const messages = defineMessages(
  {
    title: "Notas",
    emptyTitle: "Todavía no hay notas",
    emptyText: "Anotá lo que pasa en el campo para que todo el equipo lo vea.",
  },
  {
    title: "Notes",
    emptyTitle: "No notes yet",
    emptyText: "Write down what happens on the ranch so the whole team can see it.",
  },
);

export default function NotesPage() {
  return <SectionPlaceholder messages={messages} icon="note" />;
}
