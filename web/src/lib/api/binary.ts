// Bytes through the API with the session's token: an <img> cannot send the Authorization header, and the
// JSON request core neither uploads raw or multipart bodies nor reports progress. Paths come from the typed
// client (`route.$path(...)`), so they are checked like every other call; errors are the client's ApiError.
import { BOOKMARK_HEADER } from "@shared/d1-bookmark";
import type { InferResponseType } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { errorData } from "./api-error";
import { bookmarkStore } from "./bookmark";
import { ApiError, freshToken } from "./client";

/** The success JSON of a typed route's call (`typeof api.file[":org"].$post`), for an upload's answer. */
export type Uploaded<F> = InferResponseType<F, SuccessStatusCode>;

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

/** GET `path` (an /api path) as a Blob. */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = await freshToken();
  let res: Response;
  try {
    res = await fetch(path, { headers: { Authorization: `Bearer ${token}`, ...bookmarkHeaders() }, signal });
  } catch {
    throw new ApiError("FETCH_ERROR", null);
  }
  bookmarkStore.advance(res.headers.get(BOOKMARK_HEADER));
  if (!res.ok) throw new ApiError(res.status, errorData(parse(await res.text())));
  return res.blob();
}

/**
 * POSTs `body` to `path` (an /api path), reporting the share sent (0..1); the JSON answer. A Blob goes as the
 * raw body with its own type; a FormData as multipart (the browser sets its boundary).
 */
export async function uploadBody<T>(
  path: string,
  body: Blob | FormData,
  onProgress?: (share: number) => void,
): Promise<T> {
  const token = await freshToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    if (body instanceof Blob) xhr.setRequestHeader("Content-Type", body.type);
    for (const [name, value] of Object.entries(bookmarkHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      bookmarkStore.advance(xhr.getResponseHeader(BOOKMARK_HEADER));
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        // The answer of the route `path` names: its type is the caller's Uploaded<typeof route.$post>.
        resolve(data as T);
      } else reject(new ApiError(xhr.status, errorData(data)));
    };
    xhr.onerror = () => reject(new ApiError("FETCH_ERROR", null));
    xhr.ontimeout = () => reject(new ApiError("TIMEOUT_ERROR", null));
    xhr.timeout = 120_000;
    xhr.send(body);
  });
}
