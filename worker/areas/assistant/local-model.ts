// The local model (no AI binding: development, tests, CI): a deterministic LanguageModelV4 behind the same
// agent loop as Workers AI. Its first call reads the user's Spanish with the intent reader and emits the tool
// call; its next call composes the answer from the tools' own summaries and questions. It never invents a
// figure, and the answer says which model answered (the start event).
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import type { AssistantModelInfo, AssistantToolResult } from "../../shared/assistant-schemas";
import { INTENT_FORMS, readIntent } from "./intents";
import { outOfScope, unknownAnswer } from "./unknown-answer";

export const LOCAL_MODEL_INFO: AssistantModelInfo = {
  kind: "local",
  id: "tropero-local",
  label: "Modelo local (sin IA)",
};

const USAGE: LanguageModelV4Usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

/** What the local model answers a text it does not recognize: that it does not know, and two close examples. */
export function helpText(text = ""): string {
  return unknownAnswer(text, INTENT_FORMS);
}

/** The trailing tool results of the prompt (since the last user message), or null on a fresh question. */
function toolResults(prompt: LanguageModelV4Prompt): AssistantToolResult[] | null {
  const results: AssistantToolResult[] = [];
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i]!;
    if (message.role === "user") break;
    if (message.role !== "tool") continue;
    for (const part of message.content) {
      if (part.type !== "tool-result") continue;
      const output = part.output;
      if (output.type === "json" && output.value && typeof output.value === "object") {
        results.unshift(output.value as unknown as AssistantToolResult);
      } else {
        results.unshift({ summary: "No pude consultar ese dato.", figures: [], links: [] });
      }
    }
  }
  return prompt.at(-1)?.role === "tool" ? results : null;
}

function lastUserText(prompt: LanguageModelV4Prompt): string {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i]!;
    if (message.role === "user") {
      return message.content.map((p) => (p.type === "text" ? p.text : "")).join(" ");
    }
  }
  return "";
}

/** The content of one call: a tool call for a fresh question, the answer after the tool results. */
function respond(options: LanguageModelV4CallOptions): {
  content: LanguageModelV4Content[];
  finishReason: LanguageModelV4FinishReason;
} {
  const results = toolResults(options.prompt);
  if (results) {
    const text = results.map((r) => r.question ?? r.summary).join(" ") || "No encontré datos para responder.";
    return { content: [{ type: "text", text }], finishReason: { unified: "stop", raw: "stop" } };
  }
  const available = new Set((options.tools ?? []).map((t) => t.name));
  const question = lastUserText(options.prompt);
  // Outside the ranch's data first: «¿va a llover mañana?» must not be read as last month's rain.
  const intent = outOfScope(question) === null ? readIntent(question, available) : null;
  if (!intent) {
    return { content: [{ type: "text", text: helpText(question) }], finishReason: { unified: "stop", raw: "stop" } };
  }
  return {
    content: [
      {
        type: "tool-call",
        toolCallId: crypto.randomUUID(),
        toolName: intent.tool,
        input: JSON.stringify(intent.input),
      },
    ],
    finishReason: { unified: "tool-calls", raw: "tool-calls" },
  };
}

/** Text in small pieces, as a model streams it: a few words per delta. */
function chunks(text: string): string[] {
  const words = text.split(/(?<=\s)/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 4) out.push(words.slice(i, i + 4).join(""));
  return out;
}

export function localModel(): LanguageModelV4 {
  return {
    specificationVersion: "v4",
    provider: "tropero",
    modelId: LOCAL_MODEL_INFO.id,
    supportedUrls: {},
    async doGenerate(options) {
      const { content, finishReason } = respond(options);
      return { content, finishReason, usage: USAGE, warnings: [] };
    },
    async doStream(options) {
      const { content, finishReason } = respond(options);
      const parts: LanguageModelV4StreamPart[] = [{ type: "stream-start", warnings: [] }];
      for (const item of content) {
        if (item.type === "text") {
          parts.push({ type: "text-start", id: "t0" });
          for (const delta of chunks(item.text)) parts.push({ type: "text-delta", id: "t0", delta });
          parts.push({ type: "text-end", id: "t0" });
        } else if (item.type === "tool-call") {
          parts.push(item);
        }
      }
      parts.push({ type: "finish", finishReason, usage: USAGE });
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      });
      return { stream };
    },
  };
}
