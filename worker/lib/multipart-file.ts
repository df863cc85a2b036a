// The `file` part of a multipart upload (invoice files, boundary files): the body read with a hard limit
// (docs/security.md: a declared Content-Length can lie), parsed, and the part checked against the same limit.

import { readBounded } from "./read-bounded";
import { badRequest, type ApiError } from "./errors";

/** Room for the multipart boundaries and part headers around the file itself. */
export const MULTIPART_SLACK = 64 * 1024;

export interface FilePartErrors {
  /** Not multipart, no body, or no `file` part. */
  noFile: () => ApiError;
  /** Over `maxBytes`. */
  tooLarge: () => ApiError;
}

/** The upload's `file` part, at most `maxBytes` (413 while reading, whatever the headers said). */
export async function readFilePart(request: Request, maxBytes: number, errors: FilePartErrors): Promise<File> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) throw errors.noFile();
  const body = await readBounded(request.body, maxBytes + MULTIPART_SLACK);
  if (!body) throw errors.tooLarge();
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw badRequest("El formulario de subida es inválido", "BAD_MULTIPART");
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw errors.noFile();
  if (file.size > maxBytes) throw errors.tooLarge();
  return file;
}
