// Tareas: the page frame until its issue brings the content (route in app/router.tsx).
import { SectionPlaceholder } from "../../components/section-placeholder";
import { defineMessages } from "../../lib/i18n";

const messages = defineMessages(
  {
    title: "Tareas",
    emptyTitle: "Todavía no hay tareas",
    emptyText: "Organizá el trabajo del equipo con tareas y responsables.",
  },
  {
    title: "Tasks",
    emptyTitle: "No tasks yet",
    emptyText: "Organize the team's work with tasks and assignees.",
  },
);

export default function TasksPage() {
  return <SectionPlaceholder messages={messages} icon="tasks" />;
}
