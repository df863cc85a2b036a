// Invoice files: the multipart upload read with a hard size limit, the bytes put in R2 (FILES) under the
// organization, then the row with its bytes counted against the organization's quota (docs/storage.md).
// When the row cannot be written the object is deleted again, so nothing outlives a refused upload.
import { and, eq, sql } from "drizzle-orm";
import type { Env } from "../../../env";
import { MULTIPART_SLACK, readFilePart } from "../../../lib/multipart-file";
import { rawBatch } from "../../../db/raw-batch";
import { files } from "../../../db/schema";
import { ApiError, badRequest, conflict } from "../../../lib/errors";
import { FILE_MAX_BYTES, FILE_TYPES, type FileType } from "../../../shared/money-values";
import type { ExtractedInvoiceFields, StoredFile } from "../../../shared/money-types";
import type { Scope } from "../../organization/door";
import {
  addStorage,
  fitsQuota,
  releaseStorage,
  storageFull,
  usedStorage,
  type UsedStorageRow,
} from "../../organization/storage/storage-quota";
import { safeFileName } from "./file-names";
import { sniffTypeOf } from "../../../lib/content-sniff";
import { IMAGE_NOT_READ, invoiceFields } from "./invoice-fields";
import { pdfTextLines } from "./pdf-text";

const MAX_MB = FILE_MAX_BYTES / (1024 * 1024);

export const tooLarge = () => new ApiError(413, "FILE_TOO_LARGE", `El archivo no puede superar ${MAX_MB} MB`);
/** 400 (not 415): the request is a valid multipart upload; its file is not what it must be. */
export const notAllowed = () =>
  badRequest("El archivo debe ser un PDF, JPG o PNG (se revisa su contenido, no su nombre)", "UNSUPPORTED_FILE");
const noFile = () => badRequest("Elegí un archivo para subir (campo «file»)", "NO_FILE");

/** A declared Content-Length over the limit is refused before a byte is read. */
export function assertDeclaredLength(header: string | undefined): void {
  if (header === undefined) return;
  const n = Number(header);
  if (!Number.isFinite(n) || n < 0) throw badRequest("Longitud del contenido inválida", "BAD_LENGTH");
  if (n > FILE_MAX_BYTES + MULTIPART_SLACK) throw tooLarge();
}

export interface Upload {
  bytes: Uint8Array;
  name: string;
  type: FileType;
}

/** The `file` part of a multipart body: at most 10 MB, and a PDF, JPEG or PNG by its first bytes. */
export async function readUpload(request: Request): Promise<Upload> {
  const file = await readFilePart(request, FILE_MAX_BYTES, { noFile, tooLarge });
  if (file.size === 0) throw notAllowed();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffTypeOf(bytes, FILE_TYPES);
  if (!type) throw notAllowed();
  return { bytes, type, name: safeFileName(file.name || "", type) };
}

export const toStoredFile = (row: { id: number; name: string; content_type: string; size: number }): StoredFile => ({
  id: row.id,
  name: row.name,
  type: row.content_type as FileType,
  size: row.size,
});

/** The columns storeFile's insert returns. */
type InsertedFile = Pick<typeof files.$inferSelect, "id" | "name" | "content_type" | "size">;

/**
 * Puts the bytes in R2, then writes the row and counts its bytes in one batch whose insert is guarded by
 * the organization's quota (`quota`): over it, nothing is written, the object is deleted and a 413 says
 * how much is used.
 */
export async function storeFile(scope: Scope, env: Env, upload: Upload, quota: number): Promise<StoredFile> {
  const key = `files/${scope.orgId}/${crypto.randomUUID()}`;
  const size = upload.bytes.byteLength;
  await env.FILES.put(key, upload.bytes, { httpMetadata: { contentType: upload.type } });
  let inserted: InsertedFile[];
  let used: number;
  try {
    const [rows, , usage] = await rawBatch<[InsertedFile, never, UsedStorageRow]>(scope.db, [
      sql`INSERT INTO files (organization_id, key, name, content_type, size, created_by)
        SELECT ${scope.orgId}, ${key}, ${upload.name}, ${upload.type}, ${size}, ${scope.userId}
        WHERE ${fitsQuota(scope.orgId, size, quota)}
        RETURNING id, name, content_type, size`,
      addStorage(scope.orgId, size, sql`SELECT 1 FROM files WHERE key = ${key}`),
      usedStorage(scope.orgId),
    ]);
    inserted = rows;
    used = usage[0]?.used ?? 0;
  } catch (error) {
    await env.FILES.delete(key);
    throw error;
  }
  const [row] = inserted;
  if (!row) {
    await env.FILES.delete(key);
    throw storageFull("el archivo", size, used, quota);
  }
  return toStoredFile({ ...row, size });
}

/** The fields a PDF's text layer gives (never throws: a broken PDF just reads nothing). */
export async function extractFields(upload: Pick<Upload, "bytes" | "type">): Promise<ExtractedInvoiceFields> {
  if (upload.type !== "application/pdf") return { ...invoiceFields([]), message: IMAGE_NOT_READ };
  try {
    return invoiceFields(await pdfTextLines(upload.bytes));
  } catch {
    return invoiceFields([]);
  }
}

/** A file of the organization, or undefined (another organization's id reveals nothing). */
export async function fileRow(scope: Pick<Scope, "db" | "orgId">, id: number) {
  const [row] = await scope.db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.organization_id, scope.orgId)))
    .limit(1);
  return row;
}

/**
 * Deletes a file no live purchase uses (an upload the user abandoned): the row and its bytes in the
 * organization's count in one batch, then the object, so a failed object delete leaves an unreachable
 * object, never a purchase naming a missing file.
 */
export async function removeFile(scope: Scope, env: Env, id: number): Promise<boolean> {
  const unused = sql`id = ${id} AND organization_id = ${scope.orgId}
    AND NOT EXISTS (SELECT 1 FROM purchases WHERE file_id = ${id} AND deleted = 0)`;
  const [, deleted] = await rawBatch<[never, { key: string }]>(scope.db, [
    releaseStorage(scope.orgId, sql`SELECT size FROM files WHERE ${unused}`),
    sql`DELETE FROM files WHERE ${unused} RETURNING key`,
  ]);
  const [row] = deleted;
  if (!row) {
    if (await fileRow(scope, id))
      throw conflict("El archivo es de una compra: eliminá la compra primero", "FILE_IN_USE");
    return false;
  }
  await env.FILES.delete(row.key);
  return true;
}
