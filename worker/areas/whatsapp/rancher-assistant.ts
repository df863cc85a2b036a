// What a rancher's WhatsApp message asks of the assistant (issue #13), as one function the rancher flow
// receives: the tests hand it a fake, the webhook the real one. The role is the user's role in the
// organization read at that moment, never one remembered by the conversation.
import type { Role } from "../../db/schema";
import type { Runtime } from "../../env";
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

/** Until the assistant answers here: what writing will do. */
export const COMING_SOON =
  "Pronto vas a poder consultar tus números y registrar datos escribiendo acá: preguntá por ejemplo " +
  "“¿cuántas cabezas tengo?” o contá “llovieron 20 mm”, y te propongo el registro para que lo confirmes con *sí*.";

export const askRancherAssistant: AskAssistant = async () => ({
  text: COMING_SOON,
  drafts: [],
  links: [],
  model: null,
  threadId: null,
});
