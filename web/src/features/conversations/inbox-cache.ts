// Applies the super admins' live inbox messages (and the screen's own replies) to the query cache: the
// conversation moves to the top of the unfiltered list with its new preview and unread count, and the
// message is added to (or replaced in) its open thread. A searched list is refetched instead: whether the
// conversation matches the term is the server's call.
import type { SocketMessage } from "@shared/socket-messages";
import type { ConversationMessage, ConversationSummary } from "@shared/whatsapp-schemas";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../lib/query/query-keys";
import type { ConversationsPage, ThreadPage } from "./conversations-api";

type ListData = InfiniteData<ConversationsPage, number>;
type ThreadData = InfiniteData<ThreadPage, number | undefined>;

/** Puts `conversation` first in every cached list (removed from wherever it was); searched lists refetch. */
export function upsertConversation(client: QueryClient, conversation: ConversationSummary): void {
  for (const [key, data] of client.getQueriesData<ListData>({ queryKey: [...queryKeys.conversations(), "list"] })) {
    if (!data) continue;
    if (key[2]) {
      void client.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    const known = data.pages.some((p) => p.conversations.some((c) => c.id === conversation.id));
    const pages = data.pages.map((p, i) => {
      const rest = p.conversations.filter((c) => c.id !== conversation.id);
      return {
        ...p,
        total: known ? p.total : p.total + 1,
        conversations: i === 0 ? [conversation, ...rest] : rest,
      };
    });
    client.setQueryData<ListData>(key, { ...data, pages });
  }
}

/** Sets a conversation's unread count in every cached list and its thread (after marking it read). */
export function setUnread(client: QueryClient, conversationId: number, unread: number): void {
  const patch = (c: ConversationSummary) => (c.id === conversationId ? { ...c, unread_count: unread } : c);
  client.setQueriesData<ListData>({ queryKey: [...queryKeys.conversations(), "list"] }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, conversations: p.conversations.map(patch) })) } : data,
  );
  client.setQueryData<ThreadData>(queryKeys.conversation(conversationId), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, conversation: patch(p.conversation) })) } : data,
  );
}

/** Adds `message` to its open thread, or replaces the copy it has (a status, media or transcription). */
export function upsertMessage(
  client: QueryClient,
  conversationId: number,
  message: ConversationMessage,
  conversation?: ConversationSummary,
): void {
  client.setQueryData<ThreadData>(queryKeys.conversation(conversationId), (data) => {
    if (!data) return data;
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
  });
}

/** One live message of the super admins' room. */
export function applyInboxMessage(client: QueryClient, message: SocketMessage): void {
  if (message.action === "conversation-message") {
    upsertConversation(client, message.conversation);
    upsertMessage(client, message.conversation.id, message.message, message.conversation);
  } else if (message.action === "conversation-status") {
    upsertMessage(client, message.conversation_id, message.message);
  }
}
