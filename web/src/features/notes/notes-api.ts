// The notes calls (SPEC.md §7 note paths, issue #12). After this user's writes the notes entries are
// refetched; the socket brings the same changes to the other members (lib/store/notes.ts).
import type { NoteCreateBody, NoteUpdateBody } from "@shared/note-schemas";
import type { Note, NotePage } from "@shared/note-types";
import { api, call, id } from "../../lib/api/client";
import { uploadBlob } from "../../lib/api/binary";
import { queryClient } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";

export interface NoteFilters {
  q?: string;
  lot_id?: number;
  rodeo_id?: number;
  author_id?: number;
}

const text = (n: number | undefined) => (n === undefined ? undefined : String(n));

export async function fetchNotes(orgId: number, f: NoteFilters, cursor?: string, limit = 20): Promise<NotePage> {
  const query = {
    q: f.q || undefined,
    lot_id: text(f.lot_id),
    rodeo_id: text(f.rodeo_id),
    author_id: text(f.author_id),
    cursor,
    limit: String(limit),
  };
  const r = await call(api.note.all[":org"].$get({ param: { org: id(orgId) }, query }));
  return { notes: r.notes, next_cursor: r.next_cursor };
}

const changed = (orgId: number) => void queryClient.invalidateQueries({ queryKey: queryKeys.notes(orgId) });

export async function createNote(orgId: number, body: NoteCreateBody): Promise<Note> {
  const { note } = await call(api.note.create[":org"].$post({ param: { org: id(orgId) }, json: body }));
  changed(orgId);
  return note;
}

export async function updateNote(orgId: number, noteId: number, body: NoteUpdateBody): Promise<Note> {
  const { note } = await call(api.note.update[":id"].$put({ param: { id: id(noteId) }, json: body }));
  changed(orgId);
  return note;
}

export async function deleteNote(orgId: number, noteId: number): Promise<void> {
  await call(api.note.delete[":id"].$delete({ param: { id: id(noteId) } }));
  changed(orgId);
}

/** Uploads one (already resized) photo, reporting progress; the note with it. */
export async function uploadNotePhoto(
  orgId: number,
  noteId: number,
  photo: { blob: Blob; width: number; height: number },
  onProgress?: (share: number) => void,
): Promise<Note> {
  const url = `/api/note/photo/${noteId}?width=${photo.width}&height=${photo.height}`;
  const { note } = await uploadBlob<{ note: Note }>(url, photo.blob, onProgress);
  changed(orgId);
  return note;
}

export async function deleteNotePhoto(orgId: number, noteId: number, photoId: number): Promise<Note> {
  const { note } = await call(
    api.note.photo[":noteId"][":photoId"].$delete({ param: { noteId: id(noteId), photoId: id(photoId) } }),
  );
  changed(orgId);
  return note;
}
