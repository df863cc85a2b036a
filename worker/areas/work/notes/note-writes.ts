// Note writes: create, edit and soft delete (a deleted note's photos go for good). Ids a body names (lot,
// rodeo, movement) are proven to be the organization's first (one statement); each write and the read of the
// note it announces are one batch.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { notes } from "../../../db/schema";
import type { Env } from "../../../env";
import { notFound } from "../../../lib/errors";
import type { NoteCreateBody, NoteUpdateBody } from "../../../shared/note-schemas";
import type { Note } from "../../../shared/note-types";
import type { Scope } from "../../organization/door";
import { assertOwned } from "../../herd/common/owned-ids";
import { rawBatch } from "../../../db/raw-batch";
import { releaseStorage } from "../../organization/storage/storage-quota";
import { deleteObjects } from "../../organization/storage/storage-objects";
import { insertedNoteSql, noteSql, toNote, type NoteRow } from "./note-queries";

export const noteGone = () => notFound("La nota no existe o fue eliminada", "NOTE_NOT_FOUND");

type Refs = Pick<NoteCreateBody, "lot_id" | "rodeo_id" | "movement_id">;

/** 400 listing every lot, rodeo or movement the body names that is not a live row of the organization. */
export async function assertNoteRefs(scope: Scope, refs: Refs): Promise<void> {
  await assertOwned(scope.db, scope.orgId, [
    { kind: "lots", id: refs.lot_id, path: "lot_id", message: "El lote no existe en esta organización" },
    { kind: "rodeos", id: refs.rodeo_id, path: "rodeo_id", message: "El rodeo no existe en esta organización" },
    {
      kind: "movements",
      id: refs.movement_id,
      path: "movement_id",
      message: "El registro no existe en esta organización",
    },
  ]);
}

export async function createNote(scope: Scope, body: NoteCreateBody): Promise<Note> {
  await assertNoteRefs(scope, body);
  const now = new Date().toISOString();
  const [, rows] = await rawBatch<[never, NoteRow]>(scope.db, [
    scope.db
      .insert(notes)
      .values({
        organization_id: scope.orgId,
        title: body.title,
        body: body.body,
        pinned: body.pinned,
        lot_id: body.lot_id ?? null,
        rodeo_id: body.rodeo_id ?? null,
        movement_id: body.movement_id ?? null,
        author_id: scope.userId,
        created_at: now,
        updated_at: now,
      })
      .getSQL(),
    insertedNoteSql(),
  ]);
  const note = toNote(rows[0]!);
  await scope.publish({ action: "note-created", note });
  return note;
}

const live = (scope: Scope, id: number): SQL =>
  and(eq(notes.id, id), eq(notes.organization_id, scope.orgId), eq(notes.deleted, false))!;

/** Edits the fields sent; the door has already checked that the caller may. */
export async function updateNote(scope: Scope, id: number, body: NoteUpdateBody): Promise<Note> {
  await assertNoteRefs(scope, body);
  const fields = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const [updated, rows] = await rawBatch<[{ id: number }, NoteRow]>(scope.db, [
    scope.db
      .update(notes)
      .set({ ...fields, updated_at: new Date().toISOString() })
      .where(live(scope, id))
      .returning({ id: notes.id })
      .getSQL(),
    noteSql(id),
  ]);
  if (!updated.length || !rows[0]) throw noteGone();
  const note = toNote(rows[0]);
  await scope.publish({ action: "note-updated", note });
  return note;
}

/**
 * Soft delete of the note; its photos go for good in the same batch (rows and their bytes in the
 * organization's count), then their objects.
 */
export async function deleteNote(scope: Scope, env: Env, id: number): Promise<void> {
  const photos = sql`note_id = ${id} AND organization_id = ${scope.orgId}
    AND EXISTS (SELECT 1 FROM notes WHERE id = ${id} AND deleted = 1)`;
  const [updated, , removed] = await rawBatch<[{ id: number }, never, { key: string }]>(scope.db, [
    scope.db
      .update(notes)
      .set({ deleted: true, updated_at: new Date().toISOString() })
      .where(live(scope, id))
      .returning({ id: notes.id })
      .getSQL(),
    releaseStorage(scope.orgId, sql`SELECT size FROM note_photos WHERE ${photos}`),
    sql`DELETE FROM note_photos WHERE ${photos} RETURNING key`,
  ]);
  if (!updated.length) throw noteGone();
  await deleteObjects(
    env.FILES,
    removed.map((r) => r.key),
  );
  await scope.publish({ action: "note-deleted", noteId: id });
}
