// /api/note/photo: a note's photos. POST takes the raw image as the body (JPEG, PNG or WebP, at most
// 5 MB: the browser resized it), GET streams the bytes to members of the note's organization only,
// DELETE removes one. Each upload counts against the member's hourly uploads and the organization's quota
// (docs/storage.md). Mounted inside note-routes.ts (requireAuth there). app.ts lets POST bodies here
// past its 256 KB JSON limit; this route enforces its own.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { idParam, validate } from "../../../lib/validate";
import { notePhotoQuery } from "../../../shared/note-schemas";
import * as z from "../../../shared/zod";
import { jsonList } from "../../herd/common/row-values";
import { resourceDoor } from "../../organization/door";
import { assertMayEditRecord } from "../../organization/record-rules";
import { storageQuota } from "../../organization/storage/storage-quota";
import { hitUploadLimit } from "../../organization/storage/upload-limit";
import {
  addPhoto,
  assertDeclaredLength,
  assertImage,
  declaredType,
  readPhoto,
  removePhoto,
  tooManyPhotos,
} from "./note-photos";
import { noteDoorRow, photoDoorRow } from "./note-queries";
import { noteGone } from "./note-writes";
import { notFound } from "../../../lib/errors";
import { NOTE_MAX_PHOTOS } from "../../../shared/note-values";

const noteParams = z.object({ noteId: idParam });
const photoParams = z.object({ noteId: idParam, photoId: idParam });
const photoGone = () => notFound("La foto no existe o fue eliminada", "PHOTO_NOT_FOUND");

/** Photos never change under their URL (a new one gets a new id): members' browsers may keep them a day. */
const PHOTO_CACHE = "private, max-age=86400";

export const notePhotoRoutes = new Hono<AppEnv>()
  .post("/:noteId", validate("param", noteParams), validate("query", notePhotoQuery), async (c) => {
    // Cheap refusals first: no byte is read for a wrong type or a declared size over the limit.
    const contentType = declaredType(c.req.header("Content-Type"));
    assertDeclaredLength(c.req.header("Content-Length"));
    const { noteId } = c.req.valid("param");
    const row = await noteDoorRow(c.var.db, c.var.user.id, noteId);
    const scope = resourceDoor(c, row, noteGone);
    assertMayEditRecord("note", scope, row!.author_id);
    if (jsonList(row!.photos).length >= NOTE_MAX_PHOTOS) throw tooManyPhotos();
    await hitUploadLimit(c, scope.orgId);
    const bytes = await readPhoto(c.req.raw.body);
    assertImage(bytes, contentType);
    const { width, height } = c.req.valid("query");
    const upload = { noteId, bytes, contentType, width, height };
    const note = await addPhoto(scope, c.env, upload, storageQuota(c.env));
    return c.json({ ok: true as const, note }, 201);
  })
  .get("/:noteId/:photoId", validate("param", photoParams), async (c) => {
    const { noteId, photoId } = c.req.valid("param");
    const row = await photoDoorRow(c.var.db, c.var.user.id, noteId, photoId);
    resourceDoor(c, row, photoGone);
    const object = await c.env.FILES.get(row!.key);
    if (!object) throw photoGone();
    return new Response(object.body, {
      headers: {
        "Content-Type": row!.content_type,
        "Content-Length": String(object.size),
        "Cache-Control": PHOTO_CACHE,
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
      },
    });
  })
  .delete("/:noteId/:photoId", validate("param", photoParams), async (c) => {
    const { noteId, photoId } = c.req.valid("param");
    const row = await photoDoorRow(c.var.db, c.var.user.id, noteId, photoId);
    const scope = resourceDoor(c, row, photoGone);
    assertMayEditRecord("note", scope, row!.author_id);
    const note = await removePhoto(scope, c.env, noteId, photoId, row!.key);
    return c.json({ ok: true as const, note });
  });
