// Tareas (/tasks, docs/tasks-and-notes.md): tabs Mis tareas, Hoy, Vencidas and Todas (a tablist, arrow keys move between
// them), the quick add, and each task with its complete button; live (other members' changes refetch).
import { useRef, type KeyboardEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { EmptyState } from "../../components/empty-state";
import { PageFrame } from "../../components/page-frame";
import { taskQueries } from "../../data/tasks";
import { useOrgId, useOrgQuery } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { QuickAddForm } from "./quick-add-form";
import { TaskList } from "./task-list";
import { taskMessages } from "./task-messages";
import { isTaskTab, TAB_FILTERS, TASK_TABS, type TaskTab } from "./task-tabs";
import "./tasks.css";

export default function TasksPage() {
  const t = useMessages(taskMessages);
  const orgId = useOrgId();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TaskTab = isTaskTab(requested) ? requested : "mine";
  const list = useOrgQuery((org) => taskQueries.list(org, TAB_FILTERS[tab]));
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const labels: Record<TaskTab, string> = { mine: t.tabMine, today: t.tabToday, overdue: t.tabOverdue, all: t.tabAll };
  const empties: Record<TaskTab, string> = {
    mine: t.emptyMine,
    today: t.emptyToday,
    overdue: t.emptyOverdue,
    all: t.emptyAll,
  };

  const select = (next: TaskTab) => setParams(next === "mine" ? {} : { tab: next }, { replace: true });

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    const i = TASK_TABS.indexOf(tab);
    const to =
      e.key === "ArrowRight"
        ? (i + 1) % TASK_TABS.length
        : e.key === "ArrowLeft"
          ? (i - 1 + TASK_TABS.length) % TASK_TABS.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? TASK_TABS.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    select(TASK_TABS[to]!);
    tabRefs.current[TASK_TABS[to]!]?.focus();
  }

  if (orgId === null) return <PageFrame title={t.title} />;

  return (
    <PageFrame title={t.title} description={t.description}>
      <div className="stack">
        <QuickAddForm />
        <div className="task-tabs" role="tablist" aria-label={t.tabsLabel}>
          {TASK_TABS.map((key) => (
            <button
              key={key}
              ref={(el) => {
                tabRefs.current[key] = el;
              }}
              type="button"
              role="tab"
              id={`task-tab-${key}`}
              aria-selected={tab === key}
              aria-controls="task-panel"
              tabIndex={tab === key ? 0 : -1}
              className={tab === key ? "task-tab is-active" : "task-tab"}
              onClick={() => select(key)}
              onKeyDown={onKeyDown}
            >
              {labels[key]}
            </button>
          ))}
        </div>
        <div id="task-panel" role="tabpanel" aria-labelledby={`task-tab-${tab}`}>
          <TaskList
            label={t.listLabel(labels[tab])}
            tasks={list.data}
            error={list.error}
            reload={() => list.refetch()}
            empty={<EmptyState icon="tasks" title={empties[tab]} description={t.emptyText} />}
          />
        </div>
      </div>
    </PageFrame>
  );
}
