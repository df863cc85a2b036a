// A list of note cards with their actions: pin toggle, edit (the note dialog) and delete (confirmed).
// Shared by /notes and the notes of a lot or rodeo.
import type { Note } from "@shared/note-types";
import { useMemo, useState } from "react";
import { toast } from "../../lib/toast";
import { useConfirm } from "../../components/confirm-dialog";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { useLots } from "../../data/lots";
import { useRodeos } from "../../data/rodeos";
import { NoteCard, useMayEditNote } from "./note-card";
import { NoteDialog } from "./note-dialog";
import { notesMessages } from "./notes-messages";
import { useDeleteNote, useSaveNote } from "../../data/notes";
import { toastError } from "../../lib/error-toast";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];

export function NoteList({ notes, label }: { notes: readonly Note[]; label: string }) {
  const t = useMessages(notesMessages);
  const save = useSaveNote();
  const deletion = useDeleteNote();
  const mayEdit = useMayEditNote();
  const lots = useLots().data ?? NONE;
  const rodeos = useRodeos().data ?? NONE;
  const lotNames = useMemo(() => new Map(lots.map((l) => [l.id, l.name])), [lots]);
  const rodeoNames = useMemo(() => new Map(rodeos.map((r) => [r.id, r.name])), [rodeos]);
  const [editing, setEditing] = useState<Note | null>(null);
  const removal = useConfirm<Note>();

  function togglePin(note: Note) {
    save.mutate(
      { noteId: note.id, body: { pinned: !note.pinned } },
      {
        onSuccess: () => toast.success(note.pinned ? t.unpinnedToast : t.pinnedToast),
        onError: (error) => toastError(errorMessage(error, t.saveError), error),
      },
    );
  }

  return (
    <>
      <ul className="note-list" aria-label={label}>
        {notes.map((note) => {
          const editable = mayEdit(note);
          return (
            <li key={note.id}>
              <NoteCard
                note={note}
                lotName={note.lot_id ? lotNames.get(note.lot_id) : undefined}
                rodeoName={note.rodeo_id ? rodeoNames.get(note.rodeo_id) : undefined}
                onTogglePin={editable ? () => togglePin(note) : undefined}
                onEdit={editable ? () => setEditing(note) : undefined}
                onDelete={editable ? () => removal.open(note) : undefined}
              />
            </li>
          );
        })}
      </ul>
      {editing ? <NoteDialog note={editing} onClose={() => setEditing(null)} /> : null}
      {removal.render((note) => ({
        title: t.removeTitle,
        confirmLabel: t.remove,
        text: t.removeConfirm(note.title),
        onConfirm: () => removal.run(deletion.mutateAsync(note.id), t.removed, t.removeError),
      }))}
    </>
  );
}
