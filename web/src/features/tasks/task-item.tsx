// One task in a list: the complete button, title, due day (red when overdue), priority, repetition, lot or
// rodeo, the assignee's avatar (initials, the name as its label), and edit / delete for who may.
import { argentinaDay, dueState } from "@shared/task-dates";
import type { Task, TaskPlaceNames } from "@shared/task-types";
import { toast } from "../../lib/toast";
import { Icon } from "../../components/icon";
import { IconButton } from "../../components/icon-button";
import { errorMessage } from "../../lib/api/client";
import { formatDate } from "../../lib/dates";
import { useLocale, useMessages } from "../../lib/i18n";
import { lotQueries } from "../../data/lots";
import { useOrgQuery } from "../../data/org-query";
import { rodeoQueries } from "../../data/rodeos";
import { initials, titleCase } from "../../lib/text";
import { PRIORITY_LABELS, RECURRENCE_LABELS, taskMessages } from "./task-messages";
import { useCompleteTask } from "../../data/tasks";
import { toastError } from "../../lib/error-toast";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];

export interface TaskItemProps {
  task: Task & TaskPlaceNames;
  mayEdit: boolean;
  onEdit?: (task: Task) => void;
  onDelete?: (task: Task) => void;
  /** Compact rows (dashboard card, a lot's page): no description, no edit or delete. */
  compact?: boolean;
}

export function AssigneeAvatar({ task }: { task: Task }) {
  const t = useMessages(taskMessages);
  const name = task.assignee ? titleCase(task.assignee.name) : "";
  const label = task.assignee ? t.assignedTo(name) : t.unassigned;
  return (
    <span
      className={task.assignee ? "avatar task-avatar" : "avatar task-avatar is-empty"}
      role="img"
      aria-label={label}
      title={label}
    >
      {task.assignee ? initials(name) : "–"}
    </span>
  );
}

export function TaskItem({ task, mayEdit, onEdit, onDelete, compact }: TaskItemProps) {
  const t = useMessages(taskMessages);
  const locale = useLocale();
  const completion = useCompleteTask();
  // The lists are read only for a task that names a lot or rodeo whose name the answer did not carry (the
  // dashboard's tasks carry them, so its first screen asks for nothing more).
  const lots = useOrgQuery(lotQueries.list, task.lot_id !== null && task.lot_name === undefined).data ?? NONE;
  const rodeos = useOrgQuery(rodeoQueries.list, task.rodeo_id !== null && task.rodeo_name === undefined).data ?? NONE;
  const done = task.status === "hecha";
  const state = dueState(task.due_date, argentinaDay(), done);
  const place = [
    task.lot_id ? (task.lot_name ?? lots.find((l) => l.id === task.lot_id)?.name) : null,
    task.rodeo_id ? (task.rodeo_name ?? rodeos.find((r) => r.id === task.rodeo_id)?.name) : null,
  ].filter(Boolean);

  function complete() {
    completion.mutate(task.id, {
      onSuccess: ({ next }) => toast.success(next?.due_date ? t.completedNext(formatDate(next.due_date)) : t.completed),
      onError: (error) => toastError(errorMessage(error, t.completeError), error),
    });
  }

  const due =
    state === "overdue" ? (
      <span className="task-due is-overdue">
        {t.overdue} · {formatDate(task.due_date!)}
      </span>
    ) : state === "today" ? (
      <span className="task-due is-today">{t.dueToday}</span>
    ) : task.due_date ? (
      <span className="task-due">{t.dueOn(formatDate(task.due_date))}</span>
    ) : null;

  return (
    <li className={`task-item${done ? " is-done" : ""}${state === "overdue" ? " is-overdue" : ""}`}>
      {done ? (
        <span className="task-check is-done" role="img" aria-label={t.done}>
          <Icon name="check" size={18} />
        </span>
      ) : (
        <IconButton
          icon="check"
          className="task-check"
          label={t.completeTask(task.title)}
          title={t.complete}
          disabled={completion.isPending}
          onClick={complete}
        />
      )}
      <div className="task-body">
        <span className="task-title">{task.title}</span>
        {!compact && task.description ? <span className="task-description-text">{task.description}</span> : null}
        <span className="task-meta">
          {done ? <span className="badge badge-muted">{t.done}</span> : due}
          {task.status === "en_curso" ? <span className="badge">{t.inProgress}</span> : null}
          {task.priority !== "media" ? (
            <span className={task.priority === "alta" ? "badge task-priority-high" : "badge badge-muted"}>
              {t.priority}: {PRIORITY_LABELS[locale][task.priority]}
            </span>
          ) : null}
          {task.recurrence !== "none" ? (
            <span className="badge badge-earth">{RECURRENCE_LABELS[locale][task.recurrence]}</span>
          ) : null}
          {place.length ? <span className="muted">{place.join(" · ")}</span> : null}
        </span>
      </div>
      <AssigneeAvatar task={task} />
      {!compact && mayEdit ? (
        <span className="task-actions">
          <IconButton icon="edit" label={t.editTask(task.title)} title={t.edit} onClick={() => onEdit?.(task)} />
          <IconButton icon="trash" label={t.removeTask(task.title)} title={t.remove} onClick={() => onDelete?.(task)} />
        </span>
      ) : null}
    </li>
  );
}
