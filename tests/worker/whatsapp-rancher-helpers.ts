// Shared by the rancher tests (whatsapp-rancher*.test.ts): a rancher with a verified phone and
// establecimientos, the automatic replies stored for a number, and the RAIN movements of an organization.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { conversationMessages, conversations, movements, users } from "../../worker/db/schema";
import type { Env, Runtime } from "../../worker/env";
import type { AskAssistant, RancherQuestion } from "../../worker/areas/whatsapp/rancher-assistant";
import { answerRancher } from "../../worker/areas/whatsapp/rancher-inbound";
import { storeDelivery } from "../../worker/areas/whatsapp/webhook-store";
import type { InboundMessage } from "../../worker/areas/whatsapp/webhook-payload";
import type { MovementDraftCard } from "../../worker/shared/assistant-schemas";
import { db, makeOrg, makeUser, ORIGIN } from "./fixtures";
import { createLot } from "./herd-helpers";
import { deliveryOf, messagesEntry, metaMessage, randomFrom, waId } from "./whatsapp-helpers";

export const rt = (): Runtime => ({ db: db(), env: env as unknown as Env, origin: ORIGIN, waitUntil: () => undefined });

/** A user with a verified phone, owner of `names` (each with a lot), and their number in Meta's form. */
export async function rancher(names = ["La Aguada"]) {
  const user = await makeUser();
  const from = randomFrom();
  await db()
    .update(users)
    .set({ phone: `+${from}`, phone_verified: true })
    .where(eq(users.id, user.id));
  const orgs = [];
  for (const name of names) {
    const org = await makeOrg(user, name);
    orgs.push({ ...org, lotId: await createLot(user.token, org.id, "El Bajo") });
  }
  return { user, from, orgs };
}

export async function replies(from: string) {
  return (await outbound(from)).map((r) => ({ body: r.body, status: r.status, sent_by: r.sent_by }));
}

export const lastReply = async (from: string) => (await replies(from)).at(-1)?.body ?? "";

/** Waits for the webhook's work after its answer (waitUntil) to store `count` replies. */
export const repliesAfterWebhook = (from: string, count: number) =>
  vi.waitFor(
    async () => {
      const all = await replies(from);
      if (all.length < count) throw new Error(`${all.length} replies so far`);
      return all;
    },
    { timeout: 10_000, interval: 100 },
  );

export const movementsOf = (orgId: number) =>
  db()
    .select()
    .from(movements)
    .where(and(eq(movements.organization_id, orgId), eq(movements.type, "RAIN")));

/** The conversation's outbound messages with their type and details (buttons), oldest first. */
export async function outbound(from: string) {
  const [conv] = await db()
    .select()
    .from(conversations)
    .where(eq(conversations.phone, `+${from}`));
  if (!conv) return [];
  return db()
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversation_id, conv.id), eq(conversationMessages.direction, "out")))
    .orderBy(conversationMessages.id);
}

/** The button ids of the last message with buttons sent to `from`. */
export async function lastButtons(from: string) {
  const withButtons = (await outbound(from)).filter((m) => m.details?.kind === "buttons").at(-1);
  if (withButtons?.details?.kind !== "buttons") throw new Error("no buttons sent");
  return withButtons.details.buttons;
}

/** A delivery of a reply-button tap (interactive button_reply) or a template quick reply (button). */
export function tapPayload(
  from: string,
  tap: { id: string; title: string } | { payload?: string; text: string },
  id = waId(),
) {
  const fields = "id" in tap ? { interactive: { type: "button_reply", button_reply: tap } } : { button: tap };
  return deliveryOf(messagesEntry(from, [metaMessage(from, "id" in tap ? "interactive" : "button", fields, { id })]));
}

/** The assistant's answer for tests: a rain draft for "llovieron N mm", otherwise a figure with a link. */
export function fakeAssistant(lotOf: (orgId: number) => number) {
  const asked: RancherQuestion[] = [];
  const ask: AskAssistant = async (_rt, q) => {
    asked.push(q);
    const mm = /llovieron (\d+) mm/.exec(q.message)?.[1];
    if (!mm) {
      const links = [
        { label: "Stock", path: "/stock" },
        { label: "Rodeos", path: "/rodeos" },
        { label: "Rodeos", path: "/rodeos" },
      ];
      return { text: "Tenés **52 cabezas**. [Ver stock](/stock)", drafts: [], links, model: null, threadId: 7 };
    }
    const card: MovementDraftCard<"RAIN"> = {
      id: "d1",
      kind: "RAIN",
      body: { date: "2026-11-25", detail: "", reference: "", lot_id: lotOf(q.orgId), mm: Number(mm) },
      title: `Lluvia de ${mm} mm hoy en El Bajo`,
      lines: [{ label: "Milímetros", value: mm }],
    };
    return { text: "Anoto la lluvia.", drafts: [card], links: [], model: null, threadId: 7 };
  };
  return { ask, asked };
}

/** A text as the webhook reads it; `at` for a message older than now. */
export const inbound = (from: string, body: string, at = new Date()): InboundMessage => ({
  waId: waId(),
  phone: `+${from}`,
  profileName: "Don Pedro",
  type: "text",
  body,
  mediaId: null,
  mediaType: null,
  details: null,
  error: null,
  at: at.toISOString(),
});

/** Stores a text as the webhook would and answers it with `ask` (`at` for an older one). */
export async function say(from: string, text: string, ask: AskAssistant, at?: Date) {
  const m = inbound(from, text, at);
  await storeDelivery(db(), { messages: [m], reactions: [], statuses: [] });
  await answerRancher(rt(), m, ask);
}

/** The organization's one RAIN movement, recorded by `userId` from WhatsApp. */
export async function oneFromWhatsApp(orgId: number, userId: number) {
  const recorded = await movementsOf(orgId);
  expect(recorded).toHaveLength(1);
  expect(recorded[0]).toMatchObject({ created_by: userId, metadata: expect.objectContaining({ source: "whatsapp" }) });
  return recorded[0]!;
}
