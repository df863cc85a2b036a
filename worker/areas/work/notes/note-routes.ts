// /api/note (docs/tasks-and-notes.md): the team's notes. Any member reads and writes notes; the author,
// owners and admins edit and delete them (docs/accounts.md). Photos: ./note-photo-routes.ts.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { idParam, validate } from "../../../lib/validate";
import { noteCreateSchema, noteListQuery, noteUpdateSchema } from "../../../shared/note-schemas";
import * as z from "../../../shared/zod";
import { requireAuth } from "../../account/require-auth";
import { pathDoor, resourceDoor, scopeOf } from "../../organization/door";
import { assertMayEditRecord } from "../../organization/record-rules";
import { notePhotoRoutes } from "./note-photo-routes";
import { listNotes, noteDoorRow } from "./note-queries";
import { createNote, deleteNote, noteGone, updateNote } from "./note-writes";

const orgParam = z.object({ org: idParam });
const idParams = z.object({ id: idParam });

export const noteRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .route("/photo", notePhotoRoutes)
  .get(...pathDoor("/all/:org", "org"), validate("param", orgParam), validate("query", noteListQuery), async (c) => {
    const page = await listNotes(c.var.db, c.req.valid("param").org, c.req.valid("query"));
    return c.json({ ok: true as const, ...page });
  })
  .post(
    ...pathDoor("/create/:org", "org"),
    validate("param", orgParam),
    validate("json", noteCreateSchema),
    async (c) => {
      const note = await createNote(scopeOf(c), c.req.valid("json"));
      return c.json({ ok: true as const, note }, 201);
    },
  )
  .put("/update/:id", validate("param", idParams), validate("json", noteUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const row = await noteDoorRow(c.var.db, c.var.user.id, id);
    const scope = resourceDoor(c, row, noteGone);
    assertMayEditRecord("note", scope, row!.author_id);
    const note = await updateNote(scope, id, c.req.valid("json"));
    return c.json({ ok: true as const, note });
  })
  .delete("/delete/:id", validate("param", idParams), async (c) => {
    const { id } = c.req.valid("param");
    const row = await noteDoorRow(c.var.db, c.var.user.id, id);
    const scope = resourceDoor(c, row, noteGone);
    assertMayEditRecord("note", scope, row!.author_id);
    await deleteNote(scope, c.env, id);
    return c.json({ ok: true as const });
  });
