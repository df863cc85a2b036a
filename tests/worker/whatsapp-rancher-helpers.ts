// Shared by the rancher tests (whatsapp-rancher*.test.ts): a rancher with a verified phone and
// establecimientos, the automatic replies stored for a number, and the RAIN movements of an organization.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { vi } from "vitest";
import { conversationMessages, conversations, movements, users } from "../../worker/db/schema";
import type { Env, Runtime } from "../../worker/env";
import { db, makeOrg, makeUser, ORIGIN } from "./fixtures";
import { createLot } from "./herd-helpers";
import { randomFrom } from "./whatsapp-helpers";

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
  const [conv] = await db()
    .select()
    .from(conversations)
    .where(eq(conversations.phone, `+${from}`));
  if (!conv) return [];
  const rows = await db()
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversation_id, conv.id), eq(conversationMessages.direction, "out")))
    .orderBy(conversationMessages.id);
  return rows.map((r) => ({ body: r.body, status: r.status, sent_by: r.sent_by }));
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
