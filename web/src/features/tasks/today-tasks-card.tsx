// The dashboard's "Para hoy" card: the open tasks due today on Argentina's calendar (from the dashboard's
// summary, which a task message or a completion marks stale), each with its complete button, and a link
// to /tasks.
import type { Task } from "@shared/task-types";
import { Link } from "react-router-dom";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { TaskList } from "./task-list";
import { taskMessages } from "./task-messages";
import { TitledCard } from "../../components/titled-card";
import "./tasks.css";

export function TodayTasksCard({ tasks }: { tasks: Task[] }) {
  const t = useMessages(taskMessages);
  return (
    <TitledCard id="dash-tasks" title={t.todayTitle} className="dash-tasks">
      <TaskList
        label={t.todayTitle}
        tasks={tasks}
        error={null}
        reload={() => undefined}
        empty={<p className="muted">{t.todayEmpty}</p>}
        compact
      />
      <Link to={`${paths.tasks}?tab=today`}>{t.seeAll}</Link>
    </TitledCard>
  );
}
