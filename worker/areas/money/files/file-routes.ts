// /api/file/{org} (docs/money.md): uploaded invoice files in R2 (FILES), sniffed, at most 10 MB. Money papers:
// owners and admins only, to upload and to read back (door "admin"; plain users get 403). app.ts lets
// these POST bodies past its 256 KB JSON limit; readUpload enforces 10 MB (413) before storing anything.
// Each upload counts against the member's hourly uploads and the organization's quota (docs/storage.md).
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { notFound } from "../../../lib/errors";
import { idParam, validate } from "../../../lib/validate";
import * as z from "../../../shared/zod";
import { requireAuth } from "../../account/require-auth";
import { pathDoor, scopeOf } from "../../organization/door";
import { storageQuota } from "../../organization/storage/storage-quota";
import { hitUploadLimit } from "../../organization/storage/upload-limit";
import { contentDisposition } from "./file-names";
import {
  assertDeclaredLength,
  extractFields,
  fileRow,
  readUpload,
  removeFile,
  storeFile,
  toStoredFile,
} from "./file-store";

const fileParams = z.object({ org: idParam, id: idParam });
const gone = () => notFound("El archivo no existe", "FILE_NOT_FOUND");

export const fileRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .post(...pathDoor("/:org", "org", "admin"), async (c) => {
    // The cheap refusals first: no byte is read for a declared size over the limit or past the hour's uploads.
    assertDeclaredLength(c.req.header("Content-Length"));
    const scope = scopeOf(c);
    await hitUploadLimit(c, scope.orgId);
    const upload = await readUpload(c.req.raw);
    const file = await storeFile(scope, c.env, upload, storageQuota(c.env));
    const extracted = await extractFields(upload);
    return c.json({ ok: true as const, file, extracted }, 201);
  })
  .get(...pathDoor("/:org/:id", "org", "admin"), validate("param", fileParams), async (c) => {
    const row = await fileRow(scopeOf(c), c.req.valid("param").id);
    if (!row) throw gone();
    const object = await c.env.FILES.get(row.key);
    if (!object) throw gone();
    return new Response(object.body, {
      headers: {
        "Content-Type": row.content_type,
        "Content-Length": String(object.size),
        "Content-Disposition": contentDisposition(row.name),
        "Cache-Control": "private, max-age=86400",
        "X-Content-Type-Options": "nosniff",
      },
    });
  })
  .get(...pathDoor("/:org/:id/meta", "org", "admin"), validate("param", fileParams), async (c) => {
    const row = await fileRow(scopeOf(c), c.req.valid("param").id);
    if (!row) throw gone();
    return c.json({ ok: true as const, file: toStoredFile(row) });
  })
  .delete(...pathDoor("/:org/:id", "org", "admin"), validate("param", fileParams), async (c) => {
    if (!(await removeFile(scopeOf(c), c.env, c.req.valid("param").id))) throw gone();
    return c.json({ ok: true as const });
  });
