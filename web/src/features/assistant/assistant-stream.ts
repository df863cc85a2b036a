// POST /api/assistant/{org}/chat and its server-sent events: the JSON request core cannot read a
// stream, so this sends the session's token itself (to the typed client's $path) and hands each event
// over as it arrives.
// Failures are the client's ApiError (FETCH_ERROR without an answer, else the status and body).
import type { AssistantEvent, ChatBody } from "@shared/assistant-schemas";
import { BOOKMARK_HEADER } from "@shared/d1-bookmark";
import { bookmarkStore } from "../../lib/api/bookmark";
import { errorData } from "../../lib/api/api-error";
import { api, ApiError, freshToken, id } from "../../lib/api/client";
import { createSseParser } from "./sse-parser";

const EVENT_TYPES = new Set(["start", "text", "tool", "draft", "error", "end"]);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text || null;
  }
};

/** One event of the stream: `event:` names the type, `data:` carries the rest (unknown types are skipped). */
export function toAssistantEvent(event: string, data: string): AssistantEvent | null {
  const body = parseJson(data);
  if (!body || typeof body !== "object") return null;
  const type = (body as { type?: unknown }).type ?? event;
  return typeof type === "string" && EVENT_TYPES.has(type) ? ({ ...body, type } as AssistantEvent) : null;
}

export async function streamChat(
  orgId: number,
  body: ChatBody,
  onEvent: (event: AssistantEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) throw new ApiError("FETCH_ERROR", null);
  const token = await freshToken();
  const bookmark = bookmarkStore.latest();
  let res: Response;
  try {
    res = await fetch(api.assistant[":org"].chat.$path({ param: { org: id(orgId) } }), {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
        Accept: "text/event-stream",
        ...(bookmark ? { [BOOKMARK_HEADER]: bookmark } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ApiError("FETCH_ERROR", null);
  }
  bookmarkStore.advance(res.headers.get(BOOKMARK_HEADER));
  if (!res.ok) throw new ApiError(res.status, errorData(parseJson(await res.text())), res.headers.get("x-request-id"));

  const parser = createSseParser(({ event, data }) => {
    const parsed = toAssistantEvent(event, data);
    if (parsed) onEvent(parsed);
  });
  if (!res.body) {
    parser.push(await res.text());
    return parser.end();
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  // Stop reading at once on Detener, whatever the body does with the fetch's signal.
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener("abort", cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) throw new DOMException("Respuesta interrumpida", "AbortError");
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ApiError("FETCH_ERROR", null);
  } finally {
    signal?.removeEventListener("abort", cancel);
  }
  parser.push(decoder.decode());
  parser.end();
}
