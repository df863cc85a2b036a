// The WhatsApp inbox's calls (issue #14, super admins): the conversation list a page at a time, one
// thread paginated backwards, replies, marking read and the templates for the picker.
import type { ConversationMessage, ConversationSummary, ReplyInput, WaTemplate } from "@shared/whatsapp-schemas";
import { api, call, id } from "../../lib/api/client";

export const CONVERSATIONS_PAGE_SIZE = 30;
export const THREAD_PAGE_SIZE = 50;

export interface ConversationsPage {
  conversations: ConversationSummary[];
  total: number;
  page: number;
  limit: number;
}

export interface ThreadPage {
  conversation: ConversationSummary;
  /** Oldest first. */
  messages: ConversationMessage[];
  has_more: boolean;
  /** Whether this server transcribes audio (Workers AI bound). */
  speech_recognition: boolean;
}

export async function fetchConversations(page: number, q: string): Promise<ConversationsPage> {
  const query = { page: String(page), limit: String(CONVERSATIONS_PAGE_SIZE), ...(q ? { q } : {}) };
  const { conversations, total, limit } = await call(api.conversation.$get({ query }));
  return { conversations, total, page, limit };
}

export async function fetchThread(conversationId: number, before?: number): Promise<ThreadPage> {
  const query = { limit: String(THREAD_PAGE_SIZE), ...(before ? { before: String(before) } : {}) };
  const { conversation, messages, has_more, speech_recognition } = await call(
    api.conversation[":id"].$get({ param: { id: id(conversationId) }, query }),
  );
  return { conversation, messages, has_more, speech_recognition };
}

export async function sendReply(conversationId: number, input: ReplyInput): Promise<ConversationMessage> {
  const { message } = await call(
    api.conversation[":id"].messages.$post({ param: { id: id(conversationId) }, json: input }),
  );
  return message;
}

export const markConversationRead = (conversationId: number) =>
  call(api.conversation[":id"].read.$post({ param: { id: id(conversationId) } }));

export async function fetchTemplates(): Promise<WaTemplate[]> {
  return (await call(api.whatsapp.templates.$get())).templates;
}
