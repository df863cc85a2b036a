// Audio transcription (docs/whatsapp.md): Workers AI speech recognition when the AI binding exists; in local
// development (no AI, local uploads accepted) the simulator's recognizer, which only repeats what the
// developer said the audio says when uploading it; nothing otherwise. Nothing is ever invented: without a
// recognizer the transcription stays null and the thread says there is no speech recognition configured.
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Env, Runtime } from "../../env";
import { conversationMessages } from "../../db/schema";
import { acceptsLocalMedia, LOCAL_TRANSCRIPT_KEY } from "./wa-media";

export const WHISPER_MODEL = "@cf/openai/whisper-large-v3-turbo";

export interface SpeechToText {
  /**
   * The text spoken in `audio`, or null when nothing could be recognized. `stated` is what the developer
   * said it says when uploading it to the local simulator (null anywhere else).
   */
  transcribe(audio: Uint8Array, stated?: string | null): Promise<string | null>;
}

interface AiBinding {
  run(model: string, input: { audio: string; language?: string; task?: string }): Promise<{ text?: string }>;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  // In chunks: String.fromCharCode with a whole audio file as arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function workersAiSpeech(ai: AiBinding): SpeechToText {
  return {
    async transcribe(audio) {
      const out = await ai.run(WHISPER_MODEL, { audio: toBase64(audio), language: "es", task: "transcribe" });
      const text = out.text?.trim();
      return text ? text : null;
    },
  };
}

/** The simulator's recognizer: the developer's statement of what the audio says, never a guess. */
export const localSpeech: SpeechToText = {
  transcribe: async (_audio, stated) => stated?.trim() || null,
};

/** Speech recognition configured here: Workers AI when bound (what the inbox tells super admins). */
export function speechToText(env: Env): SpeechToText | null {
  const ai = env.AI as Partial<AiBinding> | undefined;
  return typeof ai?.run === "function" ? workersAiSpeech(ai as AiBinding) : null;
}

/** The recognizer audio goes through: Workers AI, else the simulator's where local uploads are taken. */
export const recognizerFor = (env: Env): SpeechToText | null =>
  speechToText(env) ?? (acceptsLocalMedia(env) ? localSpeech : null);

/** Transcribes the stored audio of `ids` that has none yet; the ids transcribed. A failure skips one audio. */
export async function transcribeAudio(rt: Runtime, ids: number[], stt = recognizerFor(rt.env)): Promise<number[]> {
  if (!stt || ids.length === 0) return [];
  const rows = await rt.db
    .select({ id: conversationMessages.id, key: conversationMessages.media_key })
    .from(conversationMessages)
    .where(
      and(
        inArray(conversationMessages.id, ids),
        eq(conversationMessages.type, "audio"),
        isNotNull(conversationMessages.media_key),
        isNull(conversationMessages.transcription),
      ),
    );
  const done: number[] = [];
  for (const row of rows) {
    try {
      const object = await rt.env.FILES.get(row.key!);
      if (!object) continue;
      const stated = object.customMetadata?.[LOCAL_TRANSCRIPT_KEY] ?? null;
      const text = await stt.transcribe(new Uint8Array(await object.arrayBuffer()), stated);
      if (!text) continue;
      await rt.db.update(conversationMessages).set({ transcription: text }).where(eq(conversationMessages.id, row.id));
      done.push(row.id);
    } catch (err) {
      console.warn(`[whatsapp] transcription of message ${row.id} failed`, err);
    }
  }
  return done;
}
