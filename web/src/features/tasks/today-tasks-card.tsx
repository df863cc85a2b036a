// The dashboard's "Para hoy" card (issue #12): the open tasks due today on Argentina's calendar, each with its
// complete button, and a link to /tasks. Live like the tasks page.
import { Link } from "react-router-dom";
import { useOrgId } from "../../lib/herd/use-org-id";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { TaskList } from "./task-list";
import { taskMessages } from "./task-messages";
import { useTaskList } from "./use-tasks";
import "./tasks.css";

export function TodayTasksCard() {
  const t = useMessages(taskMessages);
  const orgId = useOrgId();
  const list = useTaskList({ due: "today", open: "true" });
  if (orgId === null) return null;
  return (
    <section className="card dash-tasks" aria-labelledby="dash-tasks-title">
      <h2 id="dash-tasks-title">{t.todayTitle}</h2>
      <TaskList
        orgId={orgId}
        label={t.todayTitle}
        tasks={list.data}
        error={list.error}
        reload={() => list.refetch()}
        empty={<p className="muted">{t.todayEmpty}</p>}
        compact
      />
      <Link to={`${paths.tasks}?tab=today`}>{t.seeAll}</Link>
    </section>
  );
}
