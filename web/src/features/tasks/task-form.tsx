// The task form's fields, shared by the quick add, the edit dialog and "Convertir en tarea": title, assignee
// (the organization's members) and due date, then description, priority, repetition, lot and rodeo. The
// values are checked with the API's own schemas (@shared/task-schemas) through useZodForm.
import type { taskCreateSchema } from "@shared/task-schemas";
import type { Task } from "@shared/task-types";
import { TASK_PRIORITIES, TASK_RECURRENCES, type TaskPriority, type TaskRecurrence } from "@shared/task-values";
import { useAtomValue } from "jotai";
import { SelectField } from "../../components/form-parts";
import { TextAreaField } from "../../components/text-area-field";
import { TextField } from "../../components/text-field";
import { useLocale, useMessages } from "../../lib/i18n";
import { selectedOrganizationAtom } from "../../lib/session";
import { useLots } from "../../data/lots";
import { useRodeos } from "../../data/rodeos";
import { fullName } from "../../lib/text";
import type { useZodForm } from "../../lib/use-zod-form";
import { PRIORITY_LABELS, RECURRENCE_LABELS, taskMessages } from "./task-messages";
import { NamedOptions, ValueOptions } from "../../components/named-options";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];

/** The raw values of the form's inputs (selects and inputs hold strings). */
export interface TaskRaw {
  title: string;
  assignee_id: string;
  due_date: string;
  description: string;
  priority: TaskPriority;
  recurrence: TaskRecurrence;
  lot_id: string;
  rodeo_id: string;
  status: "pendiente" | "en_curso";
}

export const emptyTaskRaw = (over: Partial<TaskRaw> = {}): TaskRaw => ({
  title: "",
  assignee_id: "",
  due_date: "",
  description: "",
  priority: "media",
  recurrence: "none",
  lot_id: "",
  rodeo_id: "",
  status: "pendiente",
  ...over,
});

export const taskRawOf = (task: Task): TaskRaw =>
  emptyTaskRaw({
    title: task.title,
    assignee_id: task.assignee ? String(task.assignee.id) : "",
    due_date: task.due_date ?? "",
    description: task.description,
    priority: task.priority,
    recurrence: task.recurrence,
    lot_id: task.lot_id ? String(task.lot_id) : "",
    rodeo_id: task.rodeo_id ? String(task.rodeo_id) : "",
    status: task.status === "en_curso" ? "en_curso" : "pendiente",
  });

const idOrNull = (v: string) => (v ? Number(v) : null);

/** The raw values as the API's body (create and edit alike: "" is null). */
export const taskInputOf = (v: TaskRaw) => ({
  title: v.title,
  description: v.description,
  assignee_id: idOrNull(v.assignee_id),
  due_date: v.due_date || null,
  priority: v.priority,
  recurrence: v.recurrence,
  lot_id: idOrNull(v.lot_id),
  rodeo_id: idOrNull(v.rodeo_id),
});

type TaskForm = Pick<ReturnType<typeof useZodForm<TaskRaw, typeof taskCreateSchema>>, "field" | "selectField">;

/** The organization's members as options ("Sin asignar" first). */
export function AssigneeSelect({ form }: { form: TaskForm }) {
  const t = useMessages(taskMessages);
  const members = useAtomValue(selectedOrganizationAtom)?.members ?? [];
  return (
    <SelectField label={t.assignee} {...form.selectField("assignee_id")}>
      <option value="">{t.nobody}</option>
      {members.map((m) => (
        <option key={m.user_id} value={m.user_id}>
          {fullName(m) || m.email}
        </option>
      ))}
    </SelectField>
  );
}

/** Title, assignee and due date: what a quick add asks. */
export function TaskMainFields({ form, autoFocus }: { form: TaskForm; autoFocus?: boolean }) {
  const t = useMessages(taskMessages);
  return (
    <>
      <TextField
        label={t.taskTitle}
        placeholder={t.titlePlaceholder}
        maxLength={200}
        autoFocus={autoFocus}
        {...form.field("title")}
      />
      <div className="field-row">
        <AssigneeSelect form={form} />
        <TextField label={t.dueDate} type="date" {...form.field("due_date")} />
      </div>
    </>
  );
}

/** Description, priority, repetition, lot and rodeo (and the status when editing). */
export function TaskMoreFields({ form, withStatus }: { form: TaskForm; withStatus?: boolean }) {
  const t = useMessages(taskMessages);
  const locale = useLocale();
  const lots = useLots().data ?? NONE;
  const rodeos = useRodeos().data ?? NONE;
  const description = form.field("description");
  return (
    <>
      <TextAreaField
        label={t.descriptionLabel}
        inputClassName="task-description"
        rows={3}
        maxLength={5000}
        name={description.name}
        inputRef={description.inputRef}
        onChange={description.onChange}
        onBlur={description.onBlur}
      />
      <div className="field-row">
        <SelectField label={t.priority} {...form.selectField("priority")}>
          <ValueOptions values={TASK_PRIORITIES} label={(p) => PRIORITY_LABELS[locale][p]} />
        </SelectField>
        <SelectField label={t.recurrence} {...form.selectField("recurrence")}>
          <ValueOptions values={TASK_RECURRENCES} label={(r) => RECURRENCE_LABELS[locale][r]} />
        </SelectField>
      </div>
      <div className="field-row">
        <SelectField label={t.lot} {...form.selectField("lot_id")}>
          <NamedOptions items={lots} empty={t.none} />
        </SelectField>
        <SelectField label={t.rodeo} {...form.selectField("rodeo_id")}>
          <NamedOptions items={rodeos} empty={t.none} />
        </SelectField>
      </div>
      {withStatus ? (
        <SelectField label={t.status} {...form.selectField("status")}>
          <option value="pendiente">{t.pending}</option>
          <option value="en_curso">{t.inProgress}</option>
        </SelectField>
      ) : null}
    </>
  );
}
