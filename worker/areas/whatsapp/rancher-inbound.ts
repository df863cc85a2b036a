// A rancher writing from their verified phone (docs/whatsapp.md): after a NEW inbound text (or a tap on
// a draft's button) is stored, the message is read for "sí"/"no" to a pending draft and for the choice of
// establecimiento, and otherwise goes to that organization's assistant as that user. Unregistered numbers
// get one notice a day.
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { conversations, users } from "../../db/schema";
import type { Runtime } from "../../env";
import { ApiError } from "../../lib/errors";
import { ASSISTANT_MESSAGE_MAX } from "../../shared/assistant-schemas";
import type { InboundMessage } from "./webhook-payload";
import { askRancherAssistant, type AskAssistant } from "./rancher-assistant";
import { appLink, sendAutoReply, withLinks } from "./rancher-reply";
import { chooseOrg, membershipsOf, NO_ORGANIZATION, orgListText, type RancherOrg } from "./rancher-orgs";
import { choiceNumber, isChange, isNo, isYes, normalize } from "./rancher-words";
import { confirmDraft, isStaleTap, STALE_TAP } from "./rancher-confirm";
import { draftTap, draftText, dropDraft, offerDraft } from "./rancher-drafts";
import { sendDraftOffer } from "./rancher-offer";

type Conversation = typeof conversations.$inferSelect;
type Say = (text: string) => Promise<void>;

export const NOTICE_EVERY_MS = 24 * 60 * 60 * 1000;
export const UNREGISTERED =
  "Hola. Este número no está registrado en Tropero. Si trabajás en un establecimiento, cargá y verificá " +
  "tu celular en Configuración para escribirme desde acá";
export const DISCARDED = "Listo, lo descarté. No se registró nada.";
export const NOTHING_TO_DISCARD = "No hay ningún registro esperando confirmación.";
const TOO_LONG = `Escribime un mensaje más corto (máximo ${ASSISTANT_MESSAGE_MAX} caracteres).`;
const FAILED = "No pude responderte ahora. Probá de nuevo en un rato.";

/** Answers each new message in order; one failing never stops the others (and never the webhook). */
export async function answerEach(
  messages: InboundMessage[],
  answer: (m: InboundMessage) => Promise<void>,
): Promise<void> {
  for (const m of messages) {
    try {
      await answer(m);
    } catch (e) {
      console.error("whatsapp rancher answer failed", m.waId, e);
    }
  }
}

/** Answers new texts and button taps (a voice note goes through rancher-voice.ts). */
export const answerRanchers = (rt: Runtime, messages: InboundMessage[], ask: AskAssistant = askRancherAssistant) =>
  answerEach(messages, (m) => answerRancher(rt, m, ask));

/** Who wrote, as a rancher: their conversation, user, establecimientos and how to answer them. */
export interface Rancher {
  conv: Conversation;
  userId: number;
  orgs: RancherOrg[];
  say: Say;
  /** What a voice note was understood to say, shown before the answer; null for a typed message. */
  heard: string | null;
}

/**
 * The sender as a rancher; null when the number is nobody's verified phone or its user is in no
 * establecimiento (told so once a day).
 */
export async function rancherOf(rt: Runtime, phone: string): Promise<Rancher | null> {
  const [conv] = await rt.db.select().from(conversations).where(eq(conversations.phone, phone));
  if (!conv) return null;
  const say: Say = (text) => sendAutoReply(rt, conv, text);
  const userId = await verifiedOwner(rt, conv.phone);
  if (userId == null) {
    await noticeOnce(rt, conv.id, "notice_at", say, `${UNREGISTERED}: ${appLink(rt, "/configuration")}`);
    return null;
  }
  const orgs = await membershipsOf(rt.db, userId);
  if (orgs.length === 0) {
    await noticeOnce(rt, conv.id, "notice_at", say, NO_ORGANIZATION);
    return null;
  }
  return { conv, userId, orgs, say, heard: null };
}

export async function answerRancher(rt: Runtime, m: InboundMessage, ask: AskAssistant = askRancherAssistant) {
  const r = await rancherOf(rt, m.phone);
  if (!r) return;
  const tap = tapOf(m);
  if (tap)
    return tap.yes ? confirmDraft(rt, r.conv, r.userId, r.orgs, r.say, tap.clientId) : discard(rt, r, tap.clientId);
  return answerText(rt, r, m.body, ask);
}

/**
 * A tap on a reply button (interactive) or a template's quick reply (button): the draft its id names, or
 * else its words ("Sí…" / "No"); null when it says neither (then it is read like a typed text).
 */
function tapOf(m: InboundMessage): { yes: boolean; clientId: string | null } | null {
  if (m.type !== "interactive" && m.type !== "button") return null;
  const named = draftTap(m.details?.kind === "reply" ? m.details.id : null);
  if (named) return named;
  const first = normalize(m.body).split(" ")[0] ?? "";
  return isYes(first) ? { yes: true, clientId: null } : isNo(first) ? { yes: false, clientId: null } : null;
}

async function discard(rt: Runtime, r: Rancher, clientId: string | null) {
  if (await dropDraft(rt.db, r.conv.id, true, clientId)) return r.say(DISCARDED);
  return r.say((await isStaleTap(rt, r.conv.id, clientId)) ? STALE_TAP : NOTHING_TO_DISCARD);
}

/** A typed message (or what a voice note said): sí / no, the choice of establecimiento, or the assistant. */
export async function answerText(rt: Runtime, r: Rancher, text: string, ask: AskAssistant) {
  const { conv, userId, orgs, say } = r;
  const word = normalize(text);
  if (isYes(word)) return confirmDraft(rt, conv, userId, orgs, say);
  if (isNo(word)) return discard(rt, r, null);
  if (isChange(word) && orgs.length > 1) {
    await chooseOrg(rt.db, conv.id, null);
    return say(orgListText(orgs));
  }
  const org = orgs.length === 1 ? orgs[0]! : orgs.find((o) => o.id === conv.organization_id);
  if (!org) {
    const chosen = orgs[(choiceNumber(word) ?? 0) - 1];
    if (!chosen) return say(orgListText(orgs));
    await chooseOrg(rt.db, conv.id, chosen.id);
    return say(`Listo: ahora hablamos de *${chosen.name}*. ¿Qué necesitás?`);
  }
  return askFor(rt, r, org, text.trim(), ask);
}

async function askFor(rt: Runtime, r: Rancher, org: RancherOrg, message: string, ask: AskAssistant) {
  const { conv, userId, say } = r;
  if (message.length > ASSISTANT_MESSAGE_MAX) return say(TOO_LONG);
  const threadId = conv.organization_id === org.id ? conv.assistant_thread_id : null;
  let answer;
  try {
    answer = await ask(rt, { orgId: org.id, userId, role: org.role, message, threadId });
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) return say(e.message);
    console.error("whatsapp rancher assistant failed", e);
    return say(FAILED);
  }
  if (answer.threadId !== threadId || conv.organization_id !== org.id) {
    await rt.db
      .update(conversations)
      .set({ organization_id: org.id, assistant_thread_id: answer.threadId })
      .where(eq(conversations.id, conv.id));
  }
  const draft = answer.drafts[0];
  if (!draft) return say(answer.text.trim() ? withLinks(rt, answer.text, answer.links) : FAILED);
  // Only the card: the assistant's own words speak of the chat screen's Confirmar button.
  const clientId = await offerDraft(rt.db, conv.id, org, draft);
  const text = [r.heard, draftText(draft, org.name)].filter(Boolean).join("\n\n");
  return sendDraftOffer(rt, conv, text, clientId);
}

/**
 * The user whose verified phone the number is now. Not the conversation's user_id: that link outlives a
 * change of phone (the inbox keeps the history), and whoever has the old number must not act as them.
 */
async function verifiedOwner(rt: Runtime, phone: string): Promise<number | null> {
  const [row] = await rt.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.phone_verified, true)))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * A notice at most once per NOTICE_EVERY_MS (`column` remembers when): claimed by a conditional UPDATE,
 * so parallel messages send one.
 */
export async function noticeOnce(
  rt: Runtime,
  conversationId: number,
  column: "notice_at" | "voice_notice_at",
  say: Say,
  text: string,
) {
  const now = new Date();
  const since = new Date(now.getTime() - NOTICE_EVERY_MS).toISOString();
  const at = conversations[column];
  const claimed = await rt.db
    .update(conversations)
    .set({ [column]: now.toISOString() })
    .where(and(eq(conversations.id, conversationId), or(isNull(at), lt(at, since))))
    .returning({ id: conversations.id });
  if (claimed.length) await say(text);
}
