// Which model answers: Workers AI through the AI binding (production) or, without it, the local model.
// Both are a LanguageModelV4, so the agent loop is the same; the info says which one answered.
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { createWorkersAI } from "workers-ai-provider";
import type { Env } from "../../env";
import type { AssistantModelInfo } from "../../shared/assistant-schemas";
import { LOCAL_MODEL_INFO, localModel } from "./local-model";

/** A Workers AI model with function calling (tools), good enough in Spanish; AI_MODEL overrides it. */
export const DEFAULT_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

export interface AssistantModel {
  model: LanguageModelV4;
  info: AssistantModelInfo;
}

export function assistantModel(env: Pick<Env, "AI" | "AI_MODEL">): AssistantModel {
  if (!env.AI) return { model: localModel(), info: LOCAL_MODEL_INFO };
  const id = env.AI_MODEL?.trim() || DEFAULT_MODEL;
  const short = id
    .split("/")
    .at(-1)!
    .replace(/-instruct.*$/, "");
  return {
    model: createWorkersAI({ binding: env.AI })(id),
    info: { kind: "workers-ai", id, label: `Workers AI (${short})` },
  };
}
