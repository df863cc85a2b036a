// "Convertir en tarea" on a note (issue #12): a task prefilled from the note. Built by the tasks work.
import type { Note } from "@shared/note-types";

export function NoteToTaskButton(_props: { note: Note }) {
  return null;
}
