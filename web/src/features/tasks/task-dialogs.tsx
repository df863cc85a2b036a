// Edit and delete a task (its author, owners and admins): the edit form is the API's update schema.
import { taskUpdateSchema } from "@shared/task-schemas";
import type { Task } from "@shared/task-types";
import { toast } from "../../lib/toast";
import { ConfirmDialog, runConfirmed } from "../../components/confirm-dialog";
import { FormDialog } from "../../components/form-dialog";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { taskInputOf, TaskMainFields, TaskMoreFields, taskRawOf, type TaskRaw } from "./task-form";
import { taskMessages } from "./task-messages";
import { useDeleteTask, useUpdateTask } from "../../data/tasks";

interface DialogProps {
  task: Task;
  onClose: () => void;
}

export function EditTaskDialog({ task, onClose }: DialogProps) {
  const t = useMessages(taskMessages);
  const update = useUpdateTask();
  const form = useZodForm<TaskRaw, typeof taskUpdateSchema>(taskUpdateSchema, taskRawOf(task), {
    // A done task keeps its status: the form offers a status only to open ones ("hecha" is Completar's).
    toInput: (v) => ({ ...taskInputOf(v), status: task.status === "hecha" ? undefined : v.status }),
  });
  const submit = form.submitWith(async (body) => {
    await update.mutateAsync({ taskId: task.id, body });
    toast.success(t.saved);
    onClose();
  }, t.saveError);
  return (
    <FormDialog title={t.editTitle} form={form} onClose={onClose} onSubmit={submit} submitLabel={t.save}>
      <TaskMainFields form={form} autoFocus />
      <TaskMoreFields form={form} withStatus={task.status !== "hecha"} />
    </FormDialog>
  );
}

export function DeleteTaskDialog({ task, onClose }: DialogProps) {
  const t = useMessages(taskMessages);
  const remove = useDeleteTask();
  return (
    <ConfirmDialog
      title={t.removeTitle}
      confirmLabel={t.remove}
      text={t.removeText(task.title)}
      onClose={onClose}
      onConfirm={() => runConfirmed(remove.mutateAsync(task.id), t.removed, t.removeError, onClose)}
    />
  );
}
