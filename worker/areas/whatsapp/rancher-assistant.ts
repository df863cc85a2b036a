// What a rancher's WhatsApp message asks of the assistant (docs/assistant.md), as one function the rancher flow
// receives: the tests hand it a fake, the webhook the real one. The role is the user's role in the
// organization read at that moment, never one remembered by the conversation.
import type { Role } from "../../db/schema";
import type { Runtime } from "../../env";
import { ApiError } from "../../lib/errors";
import { askAssistant } from "../assistant/agent";
import type { AssistantLink, AssistantModelInfo, MovementDraftCard } from "../../shared/assistant-schemas";

export interface RancherQuestion {
  orgId: number;
  userId: number;
  role: Role;
  message: string;
  /** The conversation's thread in that organization, so a follow-up keeps its context. */
  threadId: number | null;
}

export interface RancherAnswer {
  text: string;
  drafts: MovementDraftCard[];
  /** The screens the figures come from (app paths; the reply makes them full URLs). */
  links: AssistantLink[];
  model: AssistantModelInfo | null;
  threadId: number | null;
}

export type AskAssistant = (rt: Runtime, question: RancherQuestion) => Promise<RancherAnswer>;

/**
 * The organization's assistant (areas/assistant/agent.ts), its whole answer at once. A thread of the
 * conversation that is gone (deleted on the chat screen) starts a new one instead of answering 404.
 */
export const askRancherAssistant: AskAssistant = async (rt, q) => {
  const ask = (threadId?: number) =>
    askAssistant({
      db: rt.db,
      env: rt.env,
      scope: { orgId: q.orgId, userId: q.userId, role: q.role },
      message: q.message,
      threadId,
    });
  let answer;
  try {
    answer = await ask(q.threadId ?? undefined);
  } catch (e) {
    if (q.threadId == null || !(e instanceof ApiError) || e.status !== 404) throw e;
    answer = await ask();
  }
  return {
    text: answer.text,
    drafts: answer.drafts,
    links: answer.tools.flatMap((t) => t.result.links),
    model: answer.model,
    threadId: answer.threadId,
  };
};
