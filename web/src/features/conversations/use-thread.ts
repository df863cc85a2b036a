// One conversation's thread (issue #14): the newest page first, older ones fetched with the `before`
// cursor; the messages flattened oldest first. Marks the conversation read when it opens and whenever
// a new inbound message arrives while it is on screen.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { queryClient } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { fetchThread, markConversationRead } from "./conversations-api";
import { setUnread } from "./inbox-cache";

export function useThread(conversationId: number) {
  const query = useInfiniteQuery(
    {
      queryKey: queryKeys.conversation(conversationId),
      queryFn: ({ pageParam }) => fetchThread(conversationId, pageParam),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => (last.has_more ? last.messages[0]?.id : undefined),
      enabled: Number.isInteger(conversationId) && conversationId > 0,
    },
    queryClient,
  );
  const pages = query.data?.pages;
  const messages = useMemo(() => (pages ? [...pages].reverse().flatMap((p) => p.messages) : []), [pages]);
  const newest = pages?.[0];
  const unread = newest?.conversation.unread_count ?? 0;

  useEffect(() => {
    if (!newest || unread === 0) return;
    markConversationRead(conversationId).then(
      () => setUnread(queryClient, conversationId, 0),
      () => undefined, // Still unread: the next open tries again.
    );
  }, [conversationId, newest, unread]);

  return {
    conversation: newest?.conversation ?? null,
    speechRecognition: newest?.speech_recognition ?? false,
    messages,
    loaded: query.data !== undefined,
    failed: query.isError && query.data === undefined && !query.isFetching,
    reload: () => query.refetch(),
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => query.fetchNextPage(),
  };
}
