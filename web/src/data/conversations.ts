// The super admins' WhatsApp inbox (docs/spa-data.md): its keys and how a live message changes the
// cached list and thread. A searched list is fetched again instead: whether the conversation
// matches the term is the server's call.
import type { ConversationMessage, ConversationSummary } from "@shared/whatsapp-schemas";
import type { InfiniteData } from "@tanstack/react-query";
import type { ConversationsPage, ThreadPage } from "../features/conversations/conversations-api";
import { patch, type LiveEffect } from "./live/live-effect";

export type ConversationListData = InfiniteData<ConversationsPage, number>;
export type ThreadData = InfiniteData<ThreadPage, number | undefined>;

export const conversationKeys = {
  all: () => ["conversations"] as const,
  lists: () => ["conversations", "list"] as const,
  /** One list under a search term ("" for the unfiltered inbox). */
  list: (q: string) => ["conversations", "list", q] as const,
  thread: (id: number) => ["conversations", "detail", id] as const,
  templates: () => ["whatsapp-templates"] as const,
};

/** `conversation` first in the list (taken from wherever it was), with its new preview and count. */
export function conversationOnTop(data: ConversationListData, conversation: ConversationSummary): ConversationListData {
  const known = data.pages.some((p) => p.conversations.some((c) => c.id === conversation.id));
  const pages = data.pages.map((p, i) => {
    const rest = p.conversations.filter((c) => c.id !== conversation.id);
    return { ...p, total: known ? p.total : p.total + 1, conversations: i === 0 ? [conversation, ...rest] : rest };
  });
  return { ...data, pages };
}

/** A thread with `message` added, or its copy replaced (a status, media or transcription). */
export function messageInThread(
  data: ThreadData,
  message: ConversationMessage,
  conversation?: ConversationSummary,
): ThreadData {
  const known = data.pages.some((p) => p.messages.some((m) => m.id === message.id));
  const pages = data.pages.map((p, i) => {
    const messages = known
      ? p.messages.map((m) => (m.id === message.id ? message : m))
      : i === 0
        ? [...p.messages, message].sort((a, b) => a.id - b.id)
        : p.messages;
    // The newest page carries the conversation shown in the header.
    return { ...p, messages, conversation: i === 0 && conversation ? conversation : p.conversation };
  });
  return { ...data, pages };
}

const withUnread = (conversationId: number, unread: number) => (c: ConversationSummary) =>
  c.id === conversationId ? { ...c, unread_count: unread } : c;

/** A conversation's unread count in every cached list and in its thread (after marking it read). */
export const unreadPatches = (conversationId: number, unread: number) => [
  patch<ConversationListData>(conversationKeys.lists(), (data) => ({
    ...data,
    pages: data.pages.map((p) => ({ ...p, conversations: p.conversations.map(withUnread(conversationId, unread)) })),
  })),
  patch<ThreadData>(conversationKeys.thread(conversationId), (data) => ({
    ...data,
    pages: data.pages.map((p) => ({ ...p, conversation: withUnread(conversationId, unread)(p.conversation) })),
  })),
];

const searched = {
  predicate: (q: { queryKey: readonly unknown[] }) =>
    q.queryKey[0] === "conversations" && q.queryKey[1] === "list" && q.queryKey[2] !== "",
};

/** The message table's rows for the inbox room. */
export const conversationPatches = {
  message: (conversation: ConversationSummary, message: ConversationMessage): LiveEffect => ({
    patch: [
      patch<ConversationListData>(conversationKeys.list(""), (d) => conversationOnTop(d, conversation)),
      patch<ThreadData>(conversationKeys.thread(conversation.id), (d) => messageInThread(d, message, conversation)),
    ],
    invalidate: [searched],
  }),
  status: (conversationId: number, message: ConversationMessage): LiveEffect => ({
    patch: [patch<ThreadData>(conversationKeys.thread(conversationId), (d) => messageInThread(d, message))],
  }),
};
