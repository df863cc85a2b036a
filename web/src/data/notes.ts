// The organization's notes (docs/spa-data.md): pages filtered and searched on the server, so every write
// and every live note message marks them all stale; photos upload with their progress.
import type { NoteCreateBody, NoteUpdateBody } from "@shared/note-schemas";
import type { Note, NotePage } from "@shared/note-types";
import { infiniteQueryOptions, keepPreviousData, type InfiniteData } from "@tanstack/react-query";
import { api, call, id } from "../lib/api/client";
import { uploadBody, type Uploaded } from "../lib/api/binary";
import { queryClient } from "../lib/query/query-client";
import { useOrgMutation } from "./org-query";

export interface NoteFilters {
  q?: string;
  lot_id?: number;
  rodeo_id?: number;
  author_id?: number;
}

export const noteKeys = {
  /** Every notes list of the organization. */
  all: (orgId: number) => ["org", orgId, "notes"] as const,
  list: (orgId: number, filters: NoteFilters & { pageSize?: number }) =>
    ["org", orgId, "notes", "list", filters] as const,
};

const text = (n: number | undefined) => (n === undefined ? undefined : String(n));

async function fetchNotes(orgId: number, f: NoteFilters, cursor: string | undefined, limit: number): Promise<NotePage> {
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

type Cursor = string | undefined;
/** The loaded pages of a notes list. */
export type NotesData = InfiniteData<NotePage, Cursor>;

export const noteQueries = {
  /** Pinned first then newest, `pageSize` at a time. */
  list: (orgId: number, filters: NoteFilters, pageSize = 20) =>
    infiniteQueryOptions<NotePage, Error, NotesData, ReturnType<typeof noteKeys.list>, Cursor>({
      queryKey: noteKeys.list(orgId, { ...filters, pageSize }),
      queryFn: ({ pageParam }) => fetchNotes(orgId, filters, pageParam, pageSize),
      initialPageParam: undefined,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      // A new search keeps the previous notes on screen until the answer arrives.
      placeholderData: keepPreviousData,
    }),
};

/** The loaded pages' notes as one list. */
export const notesOf = (data: NotesData | undefined): Note[] | undefined => data?.pages.flatMap((p) => p.notes);

const invalidate = (orgId: number) => queryClient.invalidateQueries({ queryKey: noteKeys.all(orgId) });

/** Creates a note (no `noteId`) or updates one; the saved note. */
export function useSaveNote() {
  return useOrgMutation({
    mutationFn: async ({ noteId, body }: { noteId: number | null; body: NoteCreateBody | NoteUpdateBody }, orgId) =>
      noteId === null
        ? (await call(api.note.create[":org"].$post({ param: { org: id(orgId) }, json: body as NoteCreateBody }))).note
        : (await call(api.note.update[":id"].$put({ param: { id: id(noteId) }, json: body }))).note,
    onSuccess: (_note, _vars, orgId) => void invalidate(orgId),
  });
}

export function useDeleteNote() {
  return useOrgMutation({
    mutationFn: (noteId: number) => call(api.note.delete[":id"].$delete({ param: { id: id(noteId) } })),
    onSuccess: (_r, _noteId, orgId) => void invalidate(orgId),
  });
}

export interface PhotoUpload {
  noteId: number;
  /** Already resized (features/notes/photo-resize.ts). */
  photo: { blob: Blob; width: number; height: number };
  /** The share sent so far (0..1), for the photo's progress bar. */
  onProgress?: (share: number) => void;
}

/** Uploads one photo, reporting progress; the note with it. */
export function useUploadNotePhoto() {
  return useOrgMutation({
    mutationFn: async ({ noteId, photo, onProgress }: PhotoUpload) => {
      const route = api.note.photo[":noteId"];
      const path = route.$path({
        param: { noteId: id(noteId) },
        query: { width: String(photo.width), height: String(photo.height) },
      });
      return (await uploadBody<Uploaded<typeof route.$post>>(path, photo.blob, onProgress)).note;
    },
    onSuccess: (_note, _vars, orgId) => void invalidate(orgId),
  });
}

/** Removes one photo; the note without it. */
export function useDeleteNotePhoto() {
  return useOrgMutation({
    mutationFn: async ({ noteId, photoId }: { noteId: number; photoId: number }) =>
      (
        await call(
          api.note.photo[":noteId"][":photoId"].$delete({ param: { noteId: id(noteId), photoId: id(photoId) } }),
        )
      ).note,
    onSuccess: (_note, _vars, orgId) => void invalidate(orgId),
  });
}
