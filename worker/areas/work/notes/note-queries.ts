// Note reads: one statement per page (photos and author folded in with JSON aggregation), one per note,
// and the door rows of the note and photo routes (the row plus the caller's role, one statement each).
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../env";
import { badRequest } from "../../../lib/errors";
import { NOTE_MAX_PHOTOS } from "../../../shared/note-values";
import type { NoteListQuery } from "../../../shared/note-schemas";
import type { Note, NotePage, NotePhoto } from "../../../shared/note-types";
import { jsonList, type JsonColumn } from "../../herd/common/row-values";
import { callerRole } from "../../organization/member-role";

/** The path that serves a photo's bytes to members (NotePhoto.url). */
export const photoUrl = (noteId: number, photoId: number) => `/api/note/photo/${noteId}/${photoId}`;

/** Escapes LIKE's wildcards so a search for "50%" means those characters (ESCAPE '\'). */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The columns of a note as the API returns it; `n` is the notes row, `u` its author. */
const NOTE_COLUMNS = sql`n.id, n.organization_id, n.title, n.body, n.pinned, n.lot_id, n.rodeo_id,
  n.movement_id, n.author_id, n.deleted, n.created_at, n.updated_at,
  trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS author_name,
  (SELECT json_group_array(json_object('id', p.id, 'content_type', p.content_type, 'size', p.size,
      'width', p.width, 'height', p.height))
    FROM (SELECT * FROM note_photos WHERE note_id = n.id ORDER BY id LIMIT ${NOTE_MAX_PHOTOS}) p) AS photos`;

/** A row of NOTE_COLUMNS (raw SQL: booleans as 0/1). */
export interface NoteRow {
  id: number;
  organization_id: number;
  title: string;
  body: string;
  /** 0 or 1. */
  pinned: number;
  lot_id: number | null;
  rodeo_id: number | null;
  movement_id: number | null;
  author_id: number | null;
  /** 0 or 1. */
  deleted: number;
  created_at: string;
  updated_at: string;
  author_name: string;
  /** json_group_array of the photos' PhotoColumns. */
  photos: JsonColumn;
}

/** noteSql with `userId`: the caller's role in the note's organization too (null: not a member). */
export type NoteDoorRow = NoteRow & { role: string | null };

/** A photo as NOTE_COLUMNS folds it in. */
type PhotoColumns = Omit<NotePhoto, "url">;

export function toNote(row: NoteRow): Note {
  const id = row.id;
  const photos = jsonList<PhotoColumns>(row.photos).map((p) => ({
    id: p.id,
    url: photoUrl(id, p.id),
    content_type: p.content_type,
    size: p.size,
    width: p.width,
    height: p.height,
  }));
  const authorId = row.author_id;
  return {
    id,
    title: row.title,
    body: row.body,
    pinned: row.pinned === 1,
    lot_id: row.lot_id,
    rodeo_id: row.rodeo_id,
    movement_id: row.movement_id,
    author: authorId === null ? null : { id: authorId, name: row.author_name },
    photos,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** One note by id (deleted or not), with the caller's role in its organization when `userId` is given. */
export function noteSql(noteId: number, userId?: number): SQL {
  const role = userId ? sql`, ${callerRole(userId, sql`n.organization_id`)} AS role` : sql``;
  return sql`SELECT ${NOTE_COLUMNS}${role} FROM notes n LEFT JOIN users u ON u.id = n.author_id
    WHERE n.id = ${noteId} LIMIT 1`;
}

/** The note the last INSERT of the same batch created. */
export const insertedNoteSql = () =>
  sql`SELECT ${NOTE_COLUMNS} FROM notes n LEFT JOIN users u ON u.id = n.author_id
    WHERE n.id = last_insert_rowid() LIMIT 1`;

/** A note's door row: the note, its organization, whether it is deleted and the caller's role there. */
export async function noteDoorRow(db: Db, userId: number, noteId: number) {
  const [row] = await db.all<NoteDoorRow>(noteSql(noteId, userId));
  return row;
}

interface PhotoDoorRow {
  key: string;
  content_type: string;
  organization_id: number;
  author_id: number | null;
  /** 0 or 1. */
  deleted: number;
  role: string | null;
}

/** A photo's door row: its key and type, its note's organization, author, deletion and the caller's role. */
export async function photoDoorRow(db: Db, userId: number, noteId: number, photoId: number) {
  const [row] = await db.all<PhotoDoorRow>(sql`SELECT p.key, p.content_type, n.organization_id, n.author_id, n.deleted,
      ${callerRole(userId, sql`n.organization_id`)} AS role
    FROM note_photos p JOIN notes n ON n.id = p.note_id
    WHERE p.id = ${photoId} AND p.note_id = ${noteId} LIMIT 1`);
  return row;
}

interface Cursor {
  pinned: number;
  created_at: string;
  id: number;
}

export function encodeNoteCursor(c: Cursor): string {
  return btoa(`${c.pinned}|${c.created_at}|${c.id}`).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function decodeNoteCursor(cursor: string): Cursor {
  try {
    const [pinned, createdAt, id] = atob(cursor.replaceAll("-", "+").replaceAll("_", "/")).split("|");
    const n = Number(id);
    if ((pinned === "0" || pinned === "1") && createdAt && /^\d{4}-\d{2}-\d{2}T/.test(createdAt) && n > 0) {
      if (Number.isSafeInteger(n)) return { pinned: Number(pinned), created_at: createdAt, id: n };
    }
  } catch {
    // falls through to the 400
  }
  throw badRequest("Cursor inválido", "INVALID_CURSOR", [{ path: "cursor", message: "Cursor inválido" }]);
}

/**
 * A page of the organization's live notes: pinned first, then newest first, one statement. `q` is a
 * case-insensitive (ASCII) substring search over title and body with LIKE's wildcards escaped: no
 * full-text index, which is fine for a ranch's notes (it scans one organization's rows only).
 */
export async function listNotes(db: Db, orgId: number, q: NoteListQuery): Promise<NotePage> {
  const where: SQL[] = [sql`n.organization_id = ${orgId}`, sql`n.deleted = 0`];
  if (q.q) {
    const pattern = likePattern(q.q);
    where.push(sql`(n.title LIKE ${pattern} ESCAPE '\\' OR n.body LIKE ${pattern} ESCAPE '\\')`);
  }
  if (q.lot_id) where.push(sql`n.lot_id = ${q.lot_id}`);
  if (q.rodeo_id) where.push(sql`n.rodeo_id = ${q.rodeo_id}`);
  if (q.author_id) where.push(sql`n.author_id = ${q.author_id}`);
  if (q.cursor) {
    const c = decodeNoteCursor(q.cursor);
    where.push(sql`(n.pinned, n.created_at, n.id) < (${c.pinned}, ${c.created_at}, ${c.id})`);
  }
  const rows = await db.all<NoteRow>(sql`SELECT ${NOTE_COLUMNS} FROM notes n LEFT JOIN users u ON u.id = n.author_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY n.pinned DESC, n.created_at DESC, n.id DESC
    LIMIT ${q.limit + 1}`);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const next =
    rows.length > q.limit && last
      ? encodeNoteCursor({ pinned: last.pinned, created_at: last.created_at, id: last.id })
      : null;
  return { notes: page.map(toNote), next_cursor: next };
}
