// The assistant's contract (docs/assistant.md), shared by the API and the chat screen: the chat body, the
// server-sent events of an answer, the draft card, and the thread shapes.
import * as z from "./zod";
import { entityId } from "./schema-parts";
import type { MovementBody, MovementBodyKind } from "./movement-schemas";

/** Longest question: a few sentences, not a document. */
export const ASSISTANT_MESSAGE_MAX = 1000;
/** Questions per user per Argentina day, across organizations (429 past it). */
export const ASSISTANT_DAILY_QUOTA = 60;
/** Model calls per answer: tools, then the reply; the loop stops here whatever the model asks. */
export const ASSISTANT_STEP_LIMIT = 5;
/** Threads listed per page and messages kept per thread read. */
export const ASSISTANT_THREAD_PAGE = 30;

export const chatBodySchema = z.object({
  message: z
    .string({ error: "Escribí una pregunta" })
    .trim()
    .min(1, "Escribí una pregunta")
    .max(ASSISTANT_MESSAGE_MAX, `Máximo ${ASSISTANT_MESSAGE_MAX} caracteres`),
  thread_id: entityId.optional(),
});
export type ChatBody = z.infer<typeof chatBodySchema>;

/** Which model answered: the screen shows it, and nothing claims an LLM answered when it did not. */
export interface AssistantModelInfo {
  /** `workers-ai`: the AI binding (production); `local`: the deterministic Spanish intent reader. */
  kind: "workers-ai" | "local";
  /** The model id (`@cf/...`) or `tropero-local`. */
  id: string;
  /** Spanish, for the screen: "Workers AI (llama-3.3-70b)" or "Modelo local (sin IA)". */
  label: string;
}

/** A screen an answer cites: an app path (web/src/lib/paths.ts), never an outside address. */
export interface AssistantLink {
  label: string;
  path: string;
}

/** One figure of a tool's result, as the screen shows it. */
export interface AssistantFigure {
  label: string;
  value: number | string;
  unit?: string;
}

/** What every read tool returns: figures plus the screens they come from. */
export interface AssistantToolResult {
  /** One Spanish sentence with the figures (the local model answers with these). */
  summary: string;
  figures: AssistantFigure[];
  links: AssistantLink[];
  /** What the figures count in («cabezas», «mm», «kg», «$»…): the answer says it (docs/assistant.md). */
  unit?: string;
  /** The days the figures cover («este año (1/1 al 27/11)», «hoy»): the answer says it. */
  period?: string;
  /** The screen the main figure comes from (an app path): the answer cites it. */
  link?: string;
  /** Set when a name matched several things (or none): the assistant asks instead of guessing. */
  question?: string;
  /** Rows behind the figures (bounded), for charts and for the model. */
  rows?: Array<Record<string, string | number | null>>;
  /** The movement a command proposes (propose_movement): shown as a card, recorded only on Confirmar. */
  draft?: MovementDraftCard;
}

/**
 * A movement the assistant proposes: the body is valid for the kind's shared schema (with ids resolved
 * in the organization and a client_id, so confirming twice records it once). Only the user's Confirmar
 * records it, through the ordinary movement route.
 */
export interface MovementDraftCard<K extends MovementBodyKind = MovementBodyKind> {
  id: string;
  kind: K;
  body: MovementBody<K>;
  /** Spanish, one line: "Lluvia de 25 mm hoy en El Bajo". */
  title: string;
  /** What the card lists: Fecha, Lote, Rodeo, Animales, Milímetros... */
  lines: Array<{ label: string; value: string }>;
}

/** The server-sent events of one answer (`event:` is the type, `data:` the JSON of the event). */
export type AssistantEvent =
  | { type: "start"; thread_id: number; model: AssistantModelInfo }
  | { type: "text"; delta: string }
  | { type: "tool"; id: string; name: string; input: unknown; result: AssistantToolResult }
  | { type: "draft"; draft: MovementDraftCard }
  | { type: "error"; message: string }
  | { type: "end"; message_id: number; steps: number; finish: "stop" | "step-limit" | "error" };

/** One stored turn of a thread: the user's text, or the assistant's answer with its parts. */
export interface AssistantMessage {
  id: number;
  role: "user" | "assistant";
  text: string;
  /** Each tool call with its input (older turns stored none) and result. */
  tools: Array<{ name: string; input?: unknown; result: AssistantToolResult }>;
  drafts: MovementDraftCard[];
  model: AssistantModelInfo | null;
  created_at: string;
}

export interface AssistantThreadSummary {
  id: number;
  title: string;
  updated_at: string;
  messages: number;
}

export interface AssistantThread extends AssistantThreadSummary {
  items: AssistantMessage[];
}
