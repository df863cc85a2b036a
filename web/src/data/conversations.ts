// The super admins' WhatsApp inbox (docs/spa-data.md): the conversation list a page at a time, one
// thread paginated backwards, replies and marking read (the picker's templates: data/whatsapp-templates.ts);
// and how a live message changes the cached list and thread. A searched list is fetched again instead: whether the
// conversation matches the term is the server's call.
import type { ConversationMessage, ConversationSummary, ReplyInput } from "@shared/whatsapp-schemas";
import { infiniteQueryOptions, useMutation, type InfiniteData } from "@tanstack/react-query";
import { api, call, id } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { applyPatches } from "./live/apply-live-message";
import { patch, type LiveEffect } from "./live/live-effect";

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

export type ConversationListData = InfiniteData<ConversationsPage, number>;
export type ThreadData = InfiniteData<ThreadPage, number | undefined>;

export const conversationKeys = {
  all: () => ["conversations"] as const,
  lists: () => ["conversations", "list"] as const,
  /** One list under a search term ("" for the unfiltered inbox). */
  list: (q: string) => ["conversations", "list", q] as const,
  thread: (id: number) => ["conversations", "detail", id] as const,
};

export const conversationQueries = {
  /** The inbox under a search term ("" for all), newest first, a page at a time. */
  list: (q: string) =>
    infiniteQueryOptions({
      queryKey: conversationKeys.list(q),
      queryFn: async ({ pageParam }): Promise<ConversationsPage> => {
        const query = { page: String(pageParam), limit: String(CONVERSATIONS_PAGE_SIZE), ...(q ? { q } : {}) };
        const { conversations, total, limit } = await call(api.conversation.$get({ query }));
        return { conversations, total, page: pageParam, limit };
      },
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    }),
  /** One thread: the newest page first, older ones with the `before` cursor. */
  thread: (conversationId: number) =>
    infiniteQueryOptions({
      queryKey: conversationKeys.thread(conversationId),
      queryFn: async ({ pageParam }): Promise<ThreadPage> => {
        const query = { limit: String(THREAD_PAGE_SIZE), ...(pageParam ? { before: String(pageParam) } : {}) };
        const { conversation, messages, has_more, speech_recognition } = await call(
          api.conversation[":id"].$get({ param: { id: id(conversationId) }, query }),
        );
        return { conversation, messages, has_more, speech_recognition };
      },
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => (last.has_more ? last.messages[0]?.id : undefined),
    }),
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

/** After the inbox socket (re)opens: a message may have landed while it was down, so everything is read again. */
export function refetchInbox(): void {
  void queryClient.invalidateQueries({ queryKey: conversationKeys.all() });
}

/** Sends a reply (text or template); the sent message joins the cached thread at once. */
export function useSendReply() {
  return useMutation(
    {
      mutationFn: async ({ conversationId, input }: { conversationId: number; input: ReplyInput }) =>
        (await call(api.conversation[":id"].messages.$post({ param: { id: id(conversationId) }, json: input })))
          .message,
      onSuccess: (message, { conversationId }) =>
        applyPatches(queryClient, [
          patch<ThreadData>(conversationKeys.thread(conversationId), (d) => messageInThread(d, message)),
        ]),
    },
    queryClient,
  );
}

/** Marks a conversation read: its unread count drops to 0 in every cached list and its thread. */
export function useMarkConversationRead() {
  return useMutation(
    {
      mutationFn: (conversationId: number) =>
        call(api.conversation[":id"].read.$post({ param: { id: id(conversationId) } })),
      onSuccess: (_body, conversationId) => applyPatches(queryClient, unreadPatches(conversationId, 0)),
    },
    queryClient,
  );
}
