// Reads a stream whole, but never more than `limit` bytes: the reader is cancelled as soon as the running
// size passes the limit (a declared Content-Length can lie, and a small deflate stream can inflate to GBs).
// Used by uploads (invoice files, note photos), the PDF reader's decompression and the answers and media
// files fetched from WhatsApp's Graph API.

/** The stream's bytes, or null once it passed `limit` (the caller answers 413 or gives up). */
export async function readBounded(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * A fetched response's body within `limit` bytes: null when its Content-Length says more (the body is
 * then never read) or when the bytes themselves pass the limit (a missing or lying length).
 */
export async function readResponseBounded(res: Response, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(res.headers.get("Content-Length"));
  if (declared > limit) {
    await res.body?.cancel();
    return null;
  }
  return res.body ? readBounded(res.body, limit) : new Uint8Array(0);
}

/** A fetched response's JSON within `limit` bytes; null when larger or not JSON. */
export async function readJsonBounded<T>(res: Response, limit: number): Promise<T | null> {
  const bytes = await readResponseBounded(res, limit);
  if (!bytes) return null;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return null;
  }
}
