// A list of tasks with its loading, error and empty states, and the edit / delete dialogs of its rows.
import type { Task } from "@shared/task-types";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { InlineLoading } from "../../components/loading-screen";
import { LoadError } from "../../components/load-error";
import { useMessages } from "../../lib/i18n";
import { TaskItem } from "./task-item";
import { taskMessages } from "./task-messages";
import { useMayEditTask } from "./use-tasks";

// The edit form (and its schema checks) loads when a task is opened for editing, not with the list.
const EditTaskDialog = lazy(() => import("./task-dialogs").then((m) => ({ default: m.EditTaskDialog })));
const DeleteTaskDialog = lazy(() => import("./task-dialogs").then((m) => ({ default: m.DeleteTaskDialog })));

export interface TaskListProps {
  label: string;
  tasks: Task[] | undefined;
  error: unknown;
  reload: () => unknown;
  empty: ReactNode;
  compact?: boolean;
}

export function TaskList({ label, tasks, error, reload, empty, compact }: TaskListProps) {
  const t = useMessages(taskMessages);
  const mayEdit = useMayEditTask();
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  if (!tasks && error) return <LoadError message={t.loadError} onRetry={reload} />;
  if (!tasks) return <InlineLoading label={t.loading} />;
  if (tasks.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="task-list" aria-label={label}>
        {tasks.map((task) => (
          <TaskItem
            key={task.id}
            task={task}
            compact={compact}
            mayEdit={mayEdit(task)}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        ))}
      </ul>
      <Suspense fallback={null}>
        {editing ? <EditTaskDialog task={editing} onClose={() => setEditing(null)} /> : null}
        {deleting ? <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} /> : null}
      </Suspense>
    </>
  );
}
