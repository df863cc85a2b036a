// Note reads: one statement per page (photos and author folded in with JSON aggregation), one per note,
// and the door rows of the note and photo routes (the row plus the caller's role, one statement each).
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../env";
import { badRequest } from "../../../lib/errors";
import { NOTE_MAX_PHOTOS } from "../../../shared/note-values";
import type { NoteListQuery } from "../../../shared/note-schemas";
import type { Note, NotePage, NotePhoto } from "../../../shared/note-types";
import { bool, jsonList, nullableNum, num, str, type Row } from "../../herd/common/row-values";
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

export function toNote(row: Row): Note {
  const id = num(row.id);
  const photos = jsonList<Omit<NotePhoto, "url">>(row.photos).map((p) => ({
    id: num(p.id),
    url: photoUrl(id, num(p.id)),
    content_type: str(p.content_type),
    size: num(p.size),
    width: nullableNum(p.width),
    height: nullableNum(p.height),
  }));
  const authorId = nullableNum(row.author_id);
  return {
    id,
    title: str(row.title),
    body: str(row.body),
    pinned: bool(row.pinned),
    lot_id: nullableNum(row.lot_id),
    rodeo_id: nullableNum(row.rodeo_id),
    movement_id: nullableNum(row.movement_id),
    author: authorId === null ? null : { id: authorId, name: str(row.author_name) },
    photos,
    created_at: str(row.created_at),
    updated_at: str(row.updated_at),
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
  const [row] = await db.all<Row>(noteSql(noteId, userId));
  return row;
}

/** A photo's door row: its key and type, its note's organization, author, deletion and the caller's role. */
export async function photoDoorRow(db: Db, userId: number, noteId: number, photoId: number) {
  const [row] = await db.all<Row>(sql`SELECT p.key, p.content_type, n.organization_id, n.author_id, n.deleted,
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
  const rows = await db.all<Row>(sql`SELECT ${NOTE_COLUMNS} FROM notes n LEFT JOIN users u ON u.id = n.author_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY n.pinned DESC, n.created_at DESC, n.id DESC
    LIMIT ${q.limit + 1}`);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const next =
    rows.length > q.limit && last
      ? encodeNoteCursor({ pinned: bool(last.pinned) ? 1 : 0, created_at: str(last.created_at), id: num(last.id) })
      : null;
  return { notes: page.map(toNote), next_cursor: next };
}
