// Bytes through the API with the session's token: an <img> cannot send the Authorization header, and the
// JSON request core neither uploads raw bodies nor reports progress. Errors are the client's ApiError.
import { BOOKMARK_HEADER } from "@shared/d1-bookmark";
import { bookmarkStore } from "./bookmark";
import { ApiError, freshToken } from "./client";

/** The D1 bookmark travels with bytes too (docs/read-replication.md). */
const bookmarkHeaders = (): Record<string, string> => {
  const bookmark = bookmarkStore.latest();
  return bookmark ? { [BOOKMARK_HEADER]: bookmark } : {};
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text || null;
  }
};

/** GET `url` (an /api path) as a Blob. */
export async function fetchBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = await freshToken();
  let res: Response;
  try {
    res = await fetch(url, { headers: { Authorization: `Bearer ${token}`, ...bookmarkHeaders() }, signal });
  } catch {
    throw new ApiError("FETCH_ERROR", null);
  }
  bookmarkStore.advance(res.headers.get(BOOKMARK_HEADER));
  if (!res.ok) throw new ApiError(res.status, parse(await res.text()) as never);
  return res.blob();
}

/** POSTs `blob` as the raw body to `url` (an /api path), reporting the share sent (0..1); the JSON answer. */
export async function uploadBlob<T>(url: string, blob: Blob, onProgress?: (share: number) => void): Promise<T> {
  const token = await freshToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("Content-Type", blob.type);
    for (const [name, value] of Object.entries(bookmarkHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      bookmarkStore.advance(xhr.getResponseHeader(BOOKMARK_HEADER));
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
      } else reject(new ApiError(xhr.status, data as never));
    };
    xhr.onerror = () => reject(new ApiError("FETCH_ERROR", null));
    xhr.ontimeout = () => reject(new ApiError("TIMEOUT_ERROR", null));
    xhr.timeout = 120_000;
    xhr.send(blob);
  });
}
