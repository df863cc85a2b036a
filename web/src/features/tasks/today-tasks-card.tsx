// The dashboard's "Para hoy" card (issue #12): the open tasks due today on Argentina's calendar, each with its
// complete button, and a link to /tasks. Live like the tasks page.
import { Link } from "react-router-dom";
import { taskQueries } from "../../data/tasks";
import { useOrgId, useOrgQuery } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { TaskList } from "./task-list";
import { taskMessages } from "./task-messages";
import "./tasks.css";

export function TodayTasksCard() {
  const t = useMessages(taskMessages);
  const orgId = useOrgId();
  const list = useOrgQuery((org) => taskQueries.list(org, { due: "today", open: "true" }));
  if (orgId === null) return null;
  return (
    <section className="card dash-tasks" aria-labelledby="dash-tasks-title">
      <h2 id="dash-tasks-title">{t.todayTitle}</h2>
      <TaskList
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
