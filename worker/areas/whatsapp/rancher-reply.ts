// The automatic answers to a rancher: sent through the conversation's WhatsApp client (the Graph API or
// the local outbox, status "logged") and stored as outbound messages of the conversation, by nobody, and
// announced to the super admins' live inbox.
import type { Runtime } from "../../env";
import type { AssistantLink } from "../../shared/assistant-schemas";
import { eq } from "drizzle-orm";
import { conversationMessages } from "../../db/schema";
import { storeOutbound } from "./conversation-reply";
import { announce } from "./inbox-live";
import { waClient, type SendResult } from "./wa-client";

/** Meta's limit for a text message body. */
export const WA_TEXT_MAX = 4096;

/**
 * WhatsApp shows plain text: a Markdown link `[label](/path)` becomes "label: https://host/path", and
 * `**bold**` WhatsApp's `*bold*`.
 */
export function plainText(text: string, origin: string): string {
  return text
    .replace(/\[([^\]\n]+)\]\((\/[^)\s]*)\)/g, (_, label: string, path: string) => `${label}: ${origin}${path}`)
    .replace(/\*\*([^*\n]+)\*\*/g, "*$1*")
    .trim();
}

export const appLink = (rt: Runtime, path: string) => `${rt.origin}${path}`;

/** The answer's text and, one per line, the screens it cites ("Stock: https://host/stock"), each once. */
export function withLinks(rt: Runtime, text: string, links: AssistantLink[]): string {
  const seen = new Set<string>();
  const lines = links
    .filter((l) => l.path.startsWith("/") && !seen.has(l.path) && seen.add(l.path) && !text.includes(`(${l.path})`))
    .map((l) => `${l.label}: ${appLink(rt, l.path)}`);
  return [text.trim(), lines.join("\n")].filter(Boolean).join("\n\n");
}

/** WhatsApp's plain text of an answer, within Meta's limit. */
export const replyBody = (rt: Runtime, text: string) => plainText(text, rt.origin).slice(0, WA_TEXT_MAX);

export async function sendAutoReply(rt: Runtime, conv: { id: number; phone: string }, text: string) {
  const body = replyBody(rt, text);
  const result = await waClient(rt).sendText(conv.phone, body);
  await storeAutoReply(rt, conv.id, { type: result.ok ? "text" : "error", body }, result);
}

type AutoReplyRow = Omit<typeof conversationMessages.$inferInsert, "conversation_id" | "direction" | "created_at">;

/** Stores an automatic answer as an outbound message by nobody, with its true outcome, and announces it. */
export async function storeAutoReply(rt: Runtime, conversationId: number, row: AutoReplyRow, result: SendResult) {
  const base = { conversation_id: conversationId, direction: "out" as const, created_at: new Date().toISOString() };
  const [inserted] = await rt.db.batch([...storeOutbound(rt, { ...base, ...row }, result)]);
  // The super admins' inbox shows the automatic answer as it goes, like a reply of theirs.
  await announce(rt, eq(conversationMessages.id, inserted[0]!.id));
}
