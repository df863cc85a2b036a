// The conversation on screen as plain data: the user's turns and the assistant's answers, built up
// from the streamed events (a pure reducer, so the stream and a stored thread give the same turns).
import type {
  AssistantEvent,
  AssistantMessage,
  AssistantModelInfo,
  AssistantToolResult,
  MovementDraftCard,
} from "@shared/assistant-schemas";

export interface ToolPart {
  id: string;
  name: string;
  result: AssistantToolResult;
}

export interface ChatTurn {
  key: string;
  role: "user" | "assistant";
  text: string;
  tools: ToolPart[];
  drafts: MovementDraftCard[];
  model: AssistantModelInfo | null;
  /** Answers only: streaming until `end`; an `error` event (or a failed request) leaves its message. */
  status: "streaming" | "done" | "error";
  error?: string;
}

export const userTurn = (key: string, text: string): ChatTurn => ({
  key,
  role: "user",
  text,
  tools: [],
  drafts: [],
  model: null,
  status: "done",
});

export const pendingAnswer = (key: string): ChatTurn => ({
  ...userTurn(key, ""),
  role: "assistant",
  status: "streaming",
});

/** The answer after one more event of its stream. */
export function applyEvent(turn: ChatTurn, event: AssistantEvent): ChatTurn {
  switch (event.type) {
    case "start":
      return { ...turn, model: event.model };
    case "text":
      return { ...turn, text: turn.text + event.delta };
    case "tool":
      return { ...turn, tools: [...turn.tools, { id: event.id, name: event.name, result: event.result }] };
    case "draft":
      return { ...turn, drafts: [...turn.drafts, event.draft] };
    case "error":
      return { ...turn, status: "error", error: event.message };
    case "end":
      return turn.status === "error" ? turn : { ...turn, status: "done" };
  }
}

/** The turns of a stored thread. */
export const turnsOfThread = (items: AssistantMessage[]): ChatTurn[] =>
  items.map((m) => ({
    key: `m${m.id}`,
    role: m.role,
    text: m.text,
    tools: m.tools.map((t, i) => ({ id: `${m.id}-${i}`, ...t })),
    drafts: m.drafts,
    model: m.model,
    status: "done",
  }));
