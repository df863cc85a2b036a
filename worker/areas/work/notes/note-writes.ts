// Note writes: create, edit and soft delete. Ids a body names (lot, rodeo, movement) are proven to be the
// organization's first (one statement); each write and the read of the note it announces are one batch.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { notes } from "../../../db/schema";
import { badRequest, notFound, type FieldIssue } from "../../../lib/errors";
import type { NoteCreateBody, NoteUpdateBody } from "../../../shared/note-schemas";
import type { Note } from "../../../shared/note-types";
import type { Row } from "../../herd/common/row-values";
import type { Scope } from "../../organization/door";
import { rawBatch } from "./note-batch";
import { insertedNoteSql, noteSql, toNote } from "./note-queries";

export const noteGone = () => notFound("La nota no existe o fue eliminada", "NOTE_NOT_FOUND");

type Refs = Pick<NoteCreateBody, "lot_id" | "rodeo_id" | "movement_id">;

const REF_CHECKS = {
  lot_id: { table: "lots", message: "El lote no existe en esta organización" },
  rodeo_id: { table: "rodeos", message: "El rodeo no existe en esta organización" },
  movement_id: { table: "movements", message: "El registro no existe en esta organización" },
} as const;

/** 400 listing every lot, rodeo or movement the body names that is not a live row of the organization. */
export async function assertNoteRefs(scope: Scope, refs: Refs): Promise<void> {
  const named = (Object.keys(REF_CHECKS) as Array<keyof Refs>).filter((k) => typeof refs[k] === "number");
  if (!named.length) return;
  const columns = named.map(
    (k) =>
      sql`EXISTS (SELECT 1 FROM ${sql.raw(REF_CHECKS[k].table)} WHERE id = ${refs[k]} AND organization_id = ${scope.orgId} AND deleted = 0) AS ${sql.raw(k)}`,
  );
  const [row] = await scope.db.all<Row>(sql`SELECT ${sql.join(columns, sql`, `)}`);
  const issues: FieldIssue[] = named
    .filter((k) => Number(row?.[k]) !== 1)
    .map((k) => ({ path: k, message: REF_CHECKS[k].message }));
  if (issues.length) throw badRequest("Datos inválidos", "VALIDATION_ERROR", issues);
}

export async function createNote(scope: Scope, body: NoteCreateBody): Promise<Note> {
  await assertNoteRefs(scope, body);
  const now = new Date().toISOString();
  const [, rows] = await rawBatch(scope.db, [
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
  const [updated, rows] = await rawBatch(scope.db, [
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

/** Soft delete: the row and its photos stay (the photos are no longer served: their note is deleted). */
export async function deleteNote(scope: Scope, id: number): Promise<void> {
  const updated = await scope.db
    .update(notes)
    .set({ deleted: true, updated_at: new Date().toISOString() })
    .where(live(scope, id))
    .returning({ id: notes.id });
  if (!updated.length) throw noteGone();
  await scope.publish({ action: "note-deleted", noteId: id });
}
