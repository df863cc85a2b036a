// "Convertir en tarea" on a note (docs/tasks-and-notes.md): a dialog with the task form prefilled from the note (title, body,
// lot and rodeo); the task keeps the note's id.
import type { Note } from "@shared/note-types";
import { taskCreateSchema } from "@shared/task-schemas";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { FormDialog } from "../../components/form-dialog";
import { useOrgId } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { emptyTaskRaw, taskInputOf, TaskMainFields, TaskMoreFields, type TaskRaw } from "./task-form";
import { taskMessages } from "./task-messages";
import { useCreateTask } from "../../data/tasks";

function NoteTaskDialog({ note, onClose }: { note: Note; onClose: () => void }) {
  const t = useMessages(taskMessages);
  const create = useCreateTask();
  const form = useZodForm<TaskRaw, typeof taskCreateSchema>(
    taskCreateSchema,
    emptyTaskRaw({
      title: note.title.slice(0, 200),
      description: note.body.slice(0, 5000),
      lot_id: note.lot_id ? String(note.lot_id) : "",
      rodeo_id: note.rodeo_id ? String(note.rodeo_id) : "",
    }),
    { toInput: (v) => ({ ...taskInputOf(v), note_id: note.id }) },
  );
  const submit = form.submitWith(async (body) => {
    await create.mutateAsync(body);
    toast.success(t.fromNoteDone);
    onClose();
  }, t.addError);
  return (
    <FormDialog title={t.fromNoteTitle} form={form} onClose={onClose} onSubmit={submit} submitLabel={t.create}>
      <TaskMainFields form={form} autoFocus />
      <TaskMoreFields form={form} />
    </FormDialog>
  );
}

export function NoteToTaskButton({ note }: { note: Note }) {
  const t = useMessages(taskMessages);
  const orgId = useOrgId();
  const [open, setOpen] = useState(false);
  if (orgId === null) return null;
  return (
    <>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOpen(true)}>
        {t.fromNote}
      </button>
      {open ? <NoteTaskDialog note={note} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
