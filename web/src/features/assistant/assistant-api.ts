// The assistant's thread calls (issue #13): the caller's own conversations in the organization,
// one conversation with its messages, and deleting one. The chat itself streams (assistant-stream.ts).
import type { AssistantThread, AssistantThreadSummary } from "@shared/assistant-schemas";
import { api, call, id } from "../../lib/api/client";
import { queryClient, useAppQuery } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";

const a = api.assistant[":org"].threads;

export async function fetchThreads(orgId: number): Promise<AssistantThreadSummary[]> {
  const r = await call(a.$get({ param: { org: id(orgId) } }));
  return r.threads;
}

export async function fetchThread(orgId: number, threadId: number): Promise<AssistantThread> {
  const r = await call(a[":id"].$get({ param: { org: id(orgId), id: id(threadId) } }));
  return r.thread;
}

export async function deleteThread(orgId: number, threadId: number): Promise<void> {
  await call(a[":id"].$delete({ param: { org: id(orgId), id: id(threadId) } }));
  void queryClient.invalidateQueries({ queryKey: queryKeys.assistantThreads(orgId) });
}

export function useThreads(orgId: number | null) {
  return useAppQuery({
    queryKey: queryKeys.assistantThreads(orgId ?? 0),
    queryFn: () => fetchThreads(orgId!),
    enabled: orgId !== null,
  });
}
