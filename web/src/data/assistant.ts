// The assistant's threads (docs/spa-data.md): the caller's own conversations in the organization,
// one conversation with its messages, and deleting one. The chat itself streams (SSE,
// features/assistant/assistant-stream.ts) and is no query: after an answer the list is read again.
import type { AssistantThread, AssistantThreadSummary } from "@shared/assistant-schemas";
import { queryOptions } from "@tanstack/react-query";
import { api, call, id } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { useOrgMutation } from "./org-query";

const threads = api.assistant[":org"].threads;

export const assistantKeys = {
  /** The caller's threads in the organization (the list, and each thread under it). */
  threads: (orgId: number) => ["org", orgId, "assistant-threads"] as const,
  thread: (orgId: number, threadId: number) => ["org", orgId, "assistant-threads", threadId] as const,
};

export const assistantQueries = {
  threads: (orgId: number) =>
    queryOptions({
      queryKey: assistantKeys.threads(orgId),
      queryFn: async (): Promise<AssistantThreadSummary[]> =>
        (await call(threads.$get({ param: { org: id(orgId) } }))).threads,
    }),
  thread: (orgId: number, threadId: number) =>
    queryOptions({
      queryKey: assistantKeys.thread(orgId, threadId),
      queryFn: async (): Promise<AssistantThread> =>
        (await call(threads[":id"].$get({ param: { org: id(orgId), id: id(threadId) } }))).thread,
    }),
};

/** After a chat answer (or its failure): the thread list shows a new thread, title, count or date. */
export function assistantAnswered(orgId: number): void {
  void queryClient.invalidateQueries({ queryKey: assistantKeys.threads(orgId) });
}

/** Deletes one of the caller's threads in the selected organization. */
export function useDeleteAssistantThread() {
  return useOrgMutation<void, number>({
    mutationFn: async (threadId, orgId) => {
      await call(threads[":id"].$delete({ param: { org: id(orgId), id: id(threadId) } }));
    },
    onSuccess: (_done, _threadId, orgId) => queryClient.invalidateQueries({ queryKey: assistantKeys.threads(orgId) }),
  });
}
