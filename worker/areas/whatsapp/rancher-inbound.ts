// A rancher writing from their verified phone (docs/whatsapp.md): after a NEW inbound text is stored, the
// message is read for "sí"/"no" to a pending draft and for the choice of establecimiento, and otherwise
// goes to that organization's assistant as that user. Unregistered numbers get one notice a day.
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
import { confirmDraft } from "./rancher-confirm";
import { dropDraft, draftText, offerDraft } from "./rancher-drafts";

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

/** Answers each new text in order; one failing never stops the others (and never the webhook). */
export async function answerRanchers(rt: Runtime, texts: InboundMessage[], ask: AskAssistant = askRancherAssistant) {
  for (const m of texts) {
    try {
      await answerRancher(rt, m, ask);
    } catch (e) {
      console.error("whatsapp rancher answer failed", m.waId, e);
    }
  }
}

export async function answerRancher(rt: Runtime, m: InboundMessage, ask: AskAssistant = askRancherAssistant) {
  const [conv] = await rt.db.select().from(conversations).where(eq(conversations.phone, m.phone));
  if (!conv) return;
  const say: Say = (text) => sendAutoReply(rt, conv, text);
  const userId = await verifiedOwner(rt, conv.phone);
  if (userId == null) return noticeOnce(rt, conv, say, `${UNREGISTERED}: ${appLink(rt, "/configuration")}`);
  const orgs = await membershipsOf(rt.db, userId);
  if (orgs.length === 0) return noticeOnce(rt, conv, say, NO_ORGANIZATION);
  const word = normalize(m.body);
  if (isYes(word)) return confirmDraft(rt, conv, userId, orgs, say);
  if (isNo(word)) return say((await dropDraft(rt.db, conv.id, true)) ? DISCARDED : NOTHING_TO_DISCARD);
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
  return askFor(rt, conv, userId, org, m.body.trim(), ask, say);
}

async function askFor(
  rt: Runtime,
  conv: Conversation,
  userId: number,
  org: RancherOrg,
  message: string,
  ask: AskAssistant,
  say: Say,
) {
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
  await offerDraft(rt.db, conv.id, org, draft);
  return say(draftText(draft, org.name));
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
 * A notice that nothing can be done from this number, at most once per NOTICE_EVERY_MS: claimed by a
 * conditional UPDATE, so parallel messages send one.
 */
async function noticeOnce(rt: Runtime, conv: Conversation, say: Say, text: string) {
  const now = new Date();
  const since = new Date(now.getTime() - NOTICE_EVERY_MS).toISOString();
  const claimed = await rt.db
    .update(conversations)
    .set({ notice_at: now.toISOString() })
    .where(and(eq(conversations.id, conv.id), or(isNull(conversations.notice_at), lt(conversations.notice_at, since))))
    .returning({ id: conversations.id });
  if (claimed.length) await say(text);
}
