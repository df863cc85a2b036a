// One conversation's thread (docs/whatsapp.md): the newest page first, older ones fetched with the `before`
// cursor; the messages flattened oldest first. Marks the conversation read when it opens and whenever
// a new inbound message arrives while it is on screen.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { conversationQueries, useMarkConversationRead } from "../../data/conversations";
import { queryClient } from "../../lib/query/query-client";

export function useThread(conversationId: number) {
  const query = useInfiniteQuery(
    {
      ...conversationQueries.thread(conversationId),
      enabled: Number.isInteger(conversationId) && conversationId > 0,
    },
    queryClient,
  );
  const pages = query.data?.pages;
  const messages = useMemo(() => (pages ? [...pages].reverse().flatMap((p) => p.messages) : []), [pages]);
  const newest = pages?.[0];
  const unread = newest?.conversation.unread_count ?? 0;

  const { mutate: markRead } = useMarkConversationRead();

  useEffect(() => {
    // A failure leaves it unread: the next open tries again.
    if (newest && unread > 0) markRead(conversationId);
  }, [conversationId, newest, unread, markRead]);

  return {
    conversation: newest?.conversation ?? null,
    speechRecognition: newest?.speech_recognition ?? false,
    messages,
    loaded: query.data !== undefined,
    failed: query.isError && query.data === undefined && !query.isFetching,
    reload: query.refetch,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => query.fetchNextPage(),
  };
}
