// Quick add on /tasks: title, assignee and due date, with "Más opciones" for the rest; checked with the API's
// create schema, the API's field issues put on their fields.
import { taskCreateSchema } from "@shared/task-schemas";
import { useId, useState } from "react";
import { toast } from "../../lib/toast";
import { FormError } from "../../components/form-parts";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { emptyTaskRaw, taskInputOf, TaskMainFields, TaskMoreFields, type TaskRaw } from "./task-form";
import { taskMessages } from "./task-messages";
import { useCreateTask } from "../../data/tasks";

export function QuickAddForm() {
  const t = useMessages(taskMessages);
  const create = useCreateTask();
  const [more, setMore] = useState(false);
  const moreId = useId();
  const form = useZodForm<TaskRaw, typeof taskCreateSchema>(taskCreateSchema, emptyTaskRaw(), {
    toInput: taskInputOf,
  });
  const { reset, rootError, submitWith } = form;
  const submit = submitWith(async (body) => {
    await create.mutateAsync(body);
    toast.success(t.added);
    reset(emptyTaskRaw());
  }, t.addError);
  return (
    <section className="card task-add" aria-labelledby="task-add-title">
      <h2 id="task-add-title" className="card-title">
        {t.quickAdd}
      </h2>
      <form className="form" onSubmit={submit} noValidate>
        <TaskMainFields form={form} />
        <button
          type="button"
          className="btn btn-ghost btn-sm task-more-toggle"
          aria-expanded={more}
          aria-controls={moreId}
          onClick={() => setMore((m) => !m)}
        >
          {more ? t.less : t.more}
        </button>
        <div id={moreId} hidden={!more}>
          {more ? <TaskMoreFields form={form} /> : null}
        </div>
        <FormError message={rootError} />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? t.adding : t.add}
          </button>
        </div>
      </form>
    </section>
  );
}
