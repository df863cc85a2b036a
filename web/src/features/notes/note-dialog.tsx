// "Nueva nota" / "Editar nota": the form in a modal. The note is saved first, then each picked photo is
// resized and uploaded in turn with its own progress bar; a failed upload keeps the dialog open on the
// saved note (trying again never makes a second note).
import type { NoteCreateBody } from "@shared/note-schemas";
import type { Note } from "@shared/note-types";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { Modal } from "../../components/modal";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { useLots } from "../../data/lots";
import { useRodeos } from "../../data/rodeos";
import { NoteForm } from "./note-form";
import { PhotoImage } from "./note-photos";
import { notesMessages } from "./notes-messages";
import { useDeleteNotePhoto, useSaveNote, useUploadNotePhoto } from "../../data/notes";
import { resizePhoto } from "./photo-resize";
import { toastError } from "../../lib/error-toast";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];

interface Upload {
  name: string;
  share: number;
  error: string | null;
}

function UploadProgress({ uploads }: { uploads: Upload[] }) {
  const t = useMessages(notesMessages);
  if (!uploads.length) return null;
  return (
    <ul className="note-uploads">
      {uploads.map((u, i) => (
        <li key={`${u.name}-${i}`}>
          <label>
            <span>
              {u.error ? `${u.name}: ${u.error}` : u.share >= 1 ? `${u.name}: ${t.uploaded}` : t.uploading(u.name)}
            </span>
            <progress max={1} value={u.share} aria-label={t.uploading(u.name)} />
          </label>
        </li>
      ))}
    </ul>
  );
}

function ExistingPhotos({ note, onRemove }: { note: Note; onRemove: (photoId: number) => void }) {
  const t = useMessages(notesMessages);
  if (!note.photos.length) return null;
  return (
    <ul className="note-photos">
      {note.photos.map((p, i) => (
        <li key={p.id} className="note-photo-edit">
          <PhotoImage photo={p} alt={t.photoAlt(note.title, i + 1)} className="note-thumb" />
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={t.removePhoto(i + 1)}
            onClick={() => onRemove(p.id)}
          >
            ✕
          </button>
        </li>
      ))}
    </ul>
  );
}

interface Props {
  note?: Note | null;
  about?: { lotId?: number; rodeoId?: number };
  onClose: () => void;
}

export function NoteDialog({ note, about, onClose }: Props) {
  const t = useMessages(notesMessages);
  const saveNote = useSaveNote();
  const upload = useUploadNotePhoto();
  const deletePhoto = useDeleteNotePhoto();
  const lots = useLots().data ?? NONE;
  const rodeos = useRodeos().data ?? NONE;
  const [current, setCurrent] = useState<Note | null>(note ?? null);
  const [uploads, setUploads] = useState<Upload[]>([]);

  const patch = (i: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u, j) => (j === i ? { ...u, ...change } : u)));

  async function save(body: NoteCreateBody, files: File[]) {
    let saved = await saveNote.mutateAsync({ noteId: current?.id ?? null, body });
    setCurrent(saved);
    setUploads(files.map((f) => ({ name: f.name, share: 0, error: null })));
    let failed = 0;
    for (const [i, file] of files.entries()) {
      try {
        const resized = await resizePhoto(file);
        saved = await upload.mutateAsync({
          noteId: saved.id,
          photo: resized,
          onProgress: (share) => patch(i, { share }),
        });
        setCurrent(saved);
      } catch (error) {
        failed++;
        patch(i, { error: errorMessage(error, t.uploadFailed) });
      }
    }
    if (failed) return;
    toast.success(note ? t.saved : t.created);
    onClose();
  }

  async function removePhoto(photoId: number) {
    if (!current) return;
    try {
      setCurrent(await deletePhoto.mutateAsync({ noteId: current.id, photoId }));
    } catch (error) {
      toastError(errorMessage(error, t.saveError), error);
    }
  }

  return (
    <Modal title={note ? t.editNote : t.newNote} onClose={onClose}>
      <NoteForm
        note={current}
        about={about}
        lots={lots}
        rodeos={rodeos}
        onSave={save}
        onCancel={onClose}
        existingPhotos={current ? <ExistingPhotos note={current} onRemove={(id) => void removePhoto(id)} /> : null}
        progress={<UploadProgress uploads={uploads} />}
      />
    </Modal>
  );
}
