// Response shapes of the notes routes (docs/tasks-and-notes.md), shared by the worker, the live messages and the SPA.

export interface NotePhoto {
  id: number;
  /** API path that serves the bytes to members (fetched with the session's token, never public). */
  url: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
}

export interface Note {
  id: number;
  title: string;
  /** Plain text: line breaks and links are kept; the SPA never renders it as HTML. */
  body: string;
  pinned: boolean;
  lot_id: number | null;
  rodeo_id: number | null;
  movement_id: number | null;
  author: { id: number; name: string } | null;
  photos: NotePhoto[];
  created_at: string;
  updated_at: string;
}

/** GET /api/note/all/{org}: newest first (pinned first), one page. */
export interface NotePage {
  notes: Note[];
  next_cursor: string | null;
}
