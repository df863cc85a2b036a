// The open tasks of one lot or rodeo, on its detail page (docs/tasks-and-notes.md), each with its complete button.
import { taskQueries } from "../../data/tasks";
import { useOrgId, useOrgQuery } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { TaskList } from "./task-list";
import { taskMessages } from "./task-messages";
import "./tasks.css";

export function EntityTasks({ lotId, rodeoId }: { lotId?: number; rodeoId?: number }) {
  const t = useMessages(taskMessages);
  const orgId = useOrgId();
  const list = useOrgQuery(
    (org) => taskQueries.list(org, { lot_id: lotId, rodeo_id: rodeoId, open: "true" }),
    lotId !== undefined || rodeoId !== undefined,
  );
  if (orgId === null) return null;
  return (
    <section className="card entity-tasks" aria-labelledby="entity-tasks-title">
      <h2 id="entity-tasks-title" className="card-title">
        {t.entityTitle}
      </h2>
      <TaskList
        label={t.entityTitle}
        tasks={list.data}
        error={list.error}
        reload={() => list.refetch()}
        empty={<p className="muted">{t.entityEmpty}</p>}
        compact
      />
    </section>
  );
}
