// A rancher's voice note (docs/whatsapp.md): once downloaded and transcribed (inbox-live.ts, after the
// webhook's answer), what it said goes to the assistant exactly like a typed message, as that user, and
// the answer starts with «Entendí: "…"» so a mistake shows before anything is recorded. Without speech
// recognition the rancher is told once a day to type instead; nothing recognized: asked to type it.
import { eq } from "drizzle-orm";
import { conversationMessages } from "../../db/schema";
import type { Runtime } from "../../env";
import type { InboundMessage } from "./webhook-payload";
import { askRancherAssistant, type AskAssistant } from "./rancher-assistant";
import { answerEach, answerText, noticeOnce, rancherOf } from "./rancher-inbound";
import { recognizerFor } from "./transcription";

export const VOICE_UNAVAILABLE =
  "Todavía no puedo escuchar audios: escribime lo que pasó, por ejemplo “murieron 2 terneros en El Bajo”.";
export const NOT_UNDERSTOOD = "No entendí el audio. ¿Me lo escribís?";

export const heardLine = (text: string) => `Entendí: "${text}"`;

/** Answers each new voice note, in order, after its transcription was stored. */
export const answerVoiceNotes = (
  rt: Runtime,
  audios: InboundMessage[],
  ask: AskAssistant = askRancherAssistant,
  canListen = recognizerFor(rt.env) !== null,
) => answerEach(audios, (m) => answerVoiceNote(rt, m, ask, canListen));

export async function answerVoiceNote(rt: Runtime, m: InboundMessage, ask: AskAssistant, canListen: boolean) {
  const r = await rancherOf(rt, m.phone);
  if (!r) return;
  if (!canListen) return noticeOnce(rt, r.conv.id, "voice_notice_at", r.say, VOICE_UNAVAILABLE);
  const [row] = await rt.db
    .select({ transcription: conversationMessages.transcription })
    .from(conversationMessages)
    .where(eq(conversationMessages.wa_message_id, m.waId));
  const text = row?.transcription?.trim();
  if (!text) return r.say(NOT_UNDERSTOOD);
  const heard = heardLine(text);
  return answerText(rt, { ...r, heard, say: (answer) => r.say(`${heard}\n\n${answer}`) }, text, ask);
}
