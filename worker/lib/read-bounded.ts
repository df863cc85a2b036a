// Reads a stream whole, but never more than `limit` bytes: the reader is cancelled as soon as the running
// size passes the limit (a declared Content-Length can lie, and a small deflate stream can inflate to GBs).
// Used by uploads (invoice files, note photos) and the PDF reader's decompression.

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
