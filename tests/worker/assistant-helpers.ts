// Assistant test helpers: the chat route read as server-sent events, and runAssistant collected.
import { exports } from "cloudflare:workers";
import type { AssistantEvent } from "../../worker/shared/assistant-schemas";
import { runAssistant, type AssistantRequest } from "../../worker/areas/assistant/agent";
import { db, ORIGIN } from "./fixtures";

export interface ChatResult {
  status: number;
  /** The events in order (a JSON error answer has none). */
  events: AssistantEvent[];
  /** The `event:` names in order. */
  names: string[];
  body?: { ok: boolean; message?: string; code?: string; issues?: { path: string; message: string }[] };
}

/** POST /api/assistant/{org}/chat, read to the end. */
export async function chat(orgId: number | string, token: string, body: unknown): Promise<ChatResult> {
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}/api/assistant/${orgId}/chat`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  const text = await res.text();
  if (!(res.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    return { status: res.status, events: [], names: [], body: JSON.parse(text) };
  }
  const events: AssistantEvent[] = [];
  const names: string[] = [];
  for (const block of text.split("\n\n")) {
    const name = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (!name || data === undefined) continue;
    names.push(name);
    events.push(JSON.parse(data) as AssistantEvent);
  }
  return { status: res.status, events, names };
}

/** The text of an answer's events. */
export const answerText = (events: AssistantEvent[]) => events.map((e) => (e.type === "text" ? e.delta : "")).join("");

/** runAssistant for a member, without HTTP, with the local model unless one is given. */
export async function ask(
  scope: AssistantRequest["scope"],
  message: string,
  extra: Partial<AssistantRequest> = {},
): Promise<AssistantEvent[]> {
  const events: AssistantEvent[] = [];
  for await (const e of runAssistant({ db: db(), env: {}, scope, message, quota: false, ...extra })) events.push(e);
  return events;
}
