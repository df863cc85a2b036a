// A note's photos: bytes in R2 (FILES), one note_photos row each, counted in the organization's storage
// (docs/storage.md). The object is put first and the row second; when the row cannot be written (a sixth
// photo raced in, the note was deleted, the quota is reached, D1 failed) the object is deleted again, so a
// row never names a missing object and no object outlives a refused upload.
import { sql } from "drizzle-orm";
import type { Env } from "../../../env";
import { readBounded } from "../../../lib/read-bounded";
import { ApiError, conflict } from "../../../lib/errors";
import { NOTE_PHOTO_TYPES, type NotePhotoType } from "../../../shared/note-schemas";
import type { Note } from "../../../shared/note-types";
import { NOTE_MAX_PHOTOS, NOTE_PHOTO_MAX_BYTES } from "../../../shared/note-values";
import type { Scope } from "../../organization/door";
import {
  addStorage,
  fitsQuota,
  releaseStorage,
  storageFull,
  usedStorage,
  type UsedStorageRow,
} from "../../organization/storage/storage-quota";
import { rawBatch } from "../../../db/raw-batch";
import { noteSql, toNote, type NoteRow } from "./note-queries";
import { sniffType } from "../../../lib/content-sniff";
import { noteGone } from "./note-writes";

const MAX_MB = NOTE_PHOTO_MAX_BYTES / (1024 * 1024);

export const notAnImage = () =>
  new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "La foto debe ser una imagen JPEG, PNG o WebP");
export const tooLarge = () => new ApiError(413, "PHOTO_TOO_LARGE", `La foto no puede superar ${MAX_MB} MB`);
export const tooManyPhotos = () => conflict(`Una nota puede tener hasta ${NOTE_MAX_PHOTOS} fotos`, "TOO_MANY_PHOTOS");

/** The declared image type (Content-Type without parameters), or a 415. */
export function declaredType(header: string | undefined): NotePhotoType {
  const type = (header ?? "").split(";")[0]!.trim().toLowerCase();
  if (!(NOTE_PHOTO_TYPES as readonly string[]).includes(type)) throw notAnImage();
  return type as NotePhotoType;
}

/** A declared Content-Length over the limit is refused before a byte is read. */
export function assertDeclaredLength(header: string | undefined): void {
  if (header === undefined) return;
  const n = Number(header);
  if (!Number.isFinite(n) || n < 0) throw new ApiError(400, "BAD_LENGTH", "Longitud del contenido inválida");
  if (n > NOTE_PHOTO_MAX_BYTES) throw tooLarge();
}

/** Reads the body, stopping (413) as soon as it passes the limit, whatever Content-Length claimed. */
export async function readPhoto(body: ReadableStream<Uint8Array> | null): Promise<Uint8Array> {
  if (!body) throw notAnImage();
  const bytes = await readBounded(body, NOTE_PHOTO_MAX_BYTES);
  if (!bytes) throw tooLarge();
  return bytes;
}

/** The bytes must be the image type they were declared as (a renamed file is refused too). */
export function assertImage(bytes: Uint8Array, declared: NotePhotoType): void {
  if (sniffType(bytes) !== declared) throw notAnImage();
}

interface Upload {
  noteId: number;
  bytes: Uint8Array;
  contentType: NotePhotoType;
  width?: number;
  height?: number;
}

/**
 * Stores a photo of a live note that has fewer than NOTE_MAX_PHOTOS, its bytes counted against the
 * organization's quota in the same batch; the note as it now reads.
 */
export async function addPhoto(scope: Scope, env: Env, upload: Upload, quota: number): Promise<Note> {
  const { noteId, bytes, contentType } = upload;
  const key = `notes/${scope.orgId}/${noteId}/${crypto.randomUUID()}`;
  const size = bytes.byteLength;
  await env.FILES.put(key, bytes, { httpMetadata: { contentType } });
  const now = new Date().toISOString();
  const written = sql`SELECT 1 FROM note_photos WHERE key = ${key}`;
  let rows: NoteRow[];
  try {
    // The insert itself re-checks the count, the note and the quota, so two uploads racing cannot make a
    // sixth photo or pass the quota together.
    const [inserted, , , usage, read] = await rawBatch<[{ id: number }, never, never, UsedStorageRow, NoteRow]>(
      scope.db,
      [
        sql`INSERT INTO note_photos
          (organization_id, note_id, key, content_type, size, width, height, created_by, created_at)
        SELECT ${scope.orgId}, ${noteId}, ${key}, ${contentType}, ${size}, ${upload.width ?? null},
          ${upload.height ?? null}, ${scope.userId}, ${now}
        WHERE EXISTS (SELECT 1 FROM notes WHERE id = ${noteId} AND organization_id = ${scope.orgId} AND deleted = 0)
          AND (SELECT count(*) FROM note_photos WHERE note_id = ${noteId}) < ${NOTE_MAX_PHOTOS}
          AND ${fitsQuota(scope.orgId, size, quota)}
        RETURNING id`,
        addStorage(scope.orgId, size, written),
        sql`UPDATE notes SET updated_at = ${now} WHERE id = ${noteId} AND EXISTS (${written})`,
        usedStorage(scope.orgId),
        noteSql(noteId),
      ],
    );
    if (!inserted.length) {
      const used = usage[0]?.used ?? 0;
      throw used + size > quota ? storageFull("la foto", size, used, quota) : tooManyPhotos();
    }
    rows = read;
  } catch (error) {
    await env.FILES.delete(key);
    throw error;
  }
  const note = toNote(rows[0]!);
  await scope.publish({ action: "note-updated", note });
  return note;
}

/** Removes a photo's row and its bytes from the organization's count (then its object); the note as it now reads. */
export async function removePhoto(scope: Scope, env: Env, noteId: number, photoId: number, key: string) {
  const now = new Date().toISOString();
  const photo = sql`id = ${photoId} AND note_id = ${noteId} AND organization_id = ${scope.orgId}`;
  const [, , deleted, rows] = await rawBatch<[never, never, { id: number }, NoteRow]>(scope.db, [
    sql`UPDATE notes SET updated_at = ${now} WHERE id = ${noteId}
      AND EXISTS (SELECT 1 FROM note_photos WHERE ${photo})`,
    releaseStorage(scope.orgId, sql`SELECT size FROM note_photos WHERE ${photo}`),
    sql`DELETE FROM note_photos WHERE ${photo} RETURNING id`,
    noteSql(noteId),
  ]);
  if (!deleted.length || !rows[0]) throw noteGone();
  // The row is gone first: a failed object delete leaves an unreachable object, never a broken photo.
  await env.FILES.delete(key);
  const note = toNote(rows[0]);
  await scope.publish({ action: "note-updated", note });
  return note;
}
