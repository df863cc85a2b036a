// The assistant's one agent loop (docs/assistant.md): the AI SDK's streamText over the organization's tools, with the
// model the environment offers (Workers AI or the local model), as a stream of AssistantEvent. Callable
// without HTTP: the chat route streams the events, the WhatsApp webhook collects them (askAssistant).
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { stepCountIs, streamText, type ModelMessage } from "ai";
import type { Role } from "../../db/schema";
import type { Db, Env } from "../../env";
import {
  ASSISTANT_STEP_LIMIT,
  type AssistantEvent,
  type AssistantModelInfo,
  type AssistantToolResult,
  type MovementDraftCard,
} from "../../shared/assistant-schemas";
import { argentinaDay } from "../../shared/task-dates";
import { assistantModel } from "./assistant-model";
import { systemPrompt } from "./system-prompt";
import { appendMessage, createThread, ownThread, takeQuestion, threadHistory, type AnswerParts } from "./threads";
import { assistantTools } from "./tools";

/** The AI SDK's errors for a tool call the schemas refuse or a tool that does not exist. */
const MODEL_MISTAKES = new Set(["AI_InvalidToolInputError", "AI_NoSuchToolError"]);

/** A stream part's error name: the SDK hands tool errors over as an Error or as its "Name: message" text. */
const errorName = (error: unknown) =>
  typeof error === "string" ? error.split(":", 1)[0]! : String((error as { name?: unknown } | null)?.name ?? "");

/** Turns of a thread the model sees again (a turn is a question and its answer). */
const HISTORY_TURNS = 10;

export interface AssistantRequest {
  db: Db;
  env: Pick<Env, "AI" | "AI_MODEL">;
  /** The admitted caller: the organization after the membership check, never one the model names. */
  scope: { orgId: number; userId: number; role: Role };
  message: string;
  threadId?: number;
  /** A model instead of the environment's (tests: a scripted model). */
  model?: { model: LanguageModelV4; info: AssistantModelInfo };
  /** Count the question against the daily quota (default true). */
  quota?: boolean;
  now?: Date;
}

export interface AssistantRun {
  threadId: number;
  model: AssistantModelInfo;
  events: () => AsyncGenerator<AssistantEvent>;
}

/**
 * Opens an answer: the caller's own thread (404 otherwise) or a new one, the daily quota (429), the question
 * stored. Errors surface here, before any event, so the route can answer them as JSON.
 */
export async function openAssistant(req: AssistantRequest): Promise<AssistantRun> {
  const owner = { orgId: req.scope.orgId, userId: req.scope.userId };
  const today = argentinaDay(req.now);
  if (req.threadId !== undefined) await ownThread(req.db, owner, req.threadId);
  if (req.quota !== false) await takeQuestion(req.db, req.scope.userId, today);
  const history = req.threadId !== undefined ? await threadHistory(req.db, req.threadId, HISTORY_TURNS * 2) : [];
  const threadId = req.threadId ?? (await createThread(req.db, owner, req.message));
  await appendMessage(req.db, threadId, { role: "user", text: req.message });
  const chosen = req.model ?? assistantModel(req.env);
  const messages: ModelMessage[] = [
    // An answer that was only a draft card or an error has no text: the model needs none of it.
    ...history.filter((h) => h.text.trim()).map((h): ModelMessage => ({ role: h.role, content: h.text })),
    { role: "user", content: req.message },
  ];
  const tools = assistantTools({ db: req.db, ...req.scope, today });

  async function* events(): AsyncGenerator<AssistantEvent> {
    yield { type: "start", thread_id: threadId, model: chosen.info };
    const parts: AnswerParts = { tools: [], drafts: [] };
    let text = "";
    let steps = 0;
    let last = "stop";
    let failed = false;
    const result = streamText({
      model: chosen.model,
      instructions: systemPrompt(today),
      messages,
      tools,
      stopWhen: stepCountIs(ASSISTANT_STEP_LIMIT),
    });
    try {
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") {
          text += part.text;
          yield { type: "text", delta: part.text };
        } else if (part.type === "tool-result") {
          const output = part.output as AssistantToolResult;
          // The input is kept with the turn: a stored answer shows what was asked of the tool (the evaluation
          // judges WhatsApp answers from it).
          parts.tools.push({ name: part.toolName, input: part.input, result: output });
          yield { type: "tool", id: part.toolCallId, name: part.toolName, input: part.input, result: output };
          if (output.draft) {
            parts.drafts.push(output.draft as MovementDraftCard);
            yield { type: "draft", draft: output.draft };
          }
        } else if (part.type === "tool-error") {
          // An input the strict schema refuses (another organization's id, an unknown field) or an unknown
          // tool is the model's mistake; anything else is ours, and logged.
          const refused = MODEL_MISTAKES.has(errorName(part.error));
          if (!refused)
            console.error(JSON.stringify({ level: "error", msg: "assistant tool error", error: String(part.error) }));
          const result: AssistantToolResult = {
            summary: refused ? "La consulta fue rechazada: datos inválidos." : "No pude consultar ese dato.",
            figures: [],
            links: [],
          };
          yield { type: "tool", id: part.toolCallId, name: part.toolName, input: part.input, result };
        } else if (part.type === "finish-step") {
          steps += 1;
          last = part.finishReason;
        } else if (part.type === "error") {
          failed = true;
          console.error(JSON.stringify({ level: "error", msg: "assistant model error", error: String(part.error) }));
          yield {
            type: "error",
            message: "El asistente no está disponible en este momento. Probá de nuevo más tarde.",
          };
        }
      }
    } catch (err) {
      failed = true;
      console.error(JSON.stringify({ level: "error", msg: "assistant loop error", error: String(err) }));
      yield { type: "error", message: "El asistente no está disponible en este momento. Probá de nuevo más tarde." };
    }
    const finish = failed ? "error" : steps >= ASSISTANT_STEP_LIMIT && last === "tool-calls" ? "step-limit" : "stop";
    const messageId = await appendMessage(req.db, threadId, { role: "assistant", text, parts, model: chosen.info });
    yield { type: "end", message_id: messageId, steps, finish };
  }

  return { threadId, model: chosen.info, events };
}

/** The loop as one generator (opening errors are thrown from the first `next()`). */
export async function* runAssistant(req: AssistantRequest): AsyncGenerator<AssistantEvent> {
  const run = await openAssistant(req);
  yield* run.events();
}

export interface AssistantAnswer {
  text: string;
  drafts: MovementDraftCard[];
  model: AssistantModelInfo;
  threadId: number;
  tools: Array<{ name: string; result: AssistantToolResult }>;
  finish: "stop" | "step-limit" | "error";
}

/** The whole answer at once (the WhatsApp webhook answers a rancher with it). */
export async function askAssistant(req: AssistantRequest): Promise<AssistantAnswer> {
  const run = await openAssistant(req);
  const answer: AssistantAnswer = {
    text: "",
    drafts: [],
    model: run.model,
    threadId: run.threadId,
    tools: [],
    finish: "stop",
  };
  for await (const event of run.events()) {
    if (event.type === "text") answer.text += event.delta;
    else if (event.type === "draft") answer.drafts.push(event.draft);
    else if (event.type === "tool") answer.tools.push({ name: event.name, result: event.result });
    else if (event.type === "end") answer.finish = event.finish;
  }
  return answer;
}
