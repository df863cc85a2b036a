// Ranchers who write (docs/whatsapp.md), with a scripted assistant: the establecimiento chosen by number,
// the draft kept until "sí" (recorded once as that user, marked "whatsapp", however the "sí" is repeated or
// delivered), "no", an expired draft, a membership lost meanwhile, a phone that changed hands.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversations, userOrganizations, users } from "../../worker/db/schema";
import { DISCARDED } from "../../worker/areas/whatsapp/rancher-inbound";
import { CONFIRM_PROMPT } from "../../worker/areas/whatsapp/rancher-drafts";
import { NO_DRAFT } from "../../worker/areas/whatsapp/rancher-confirm";
import type { Movement } from "../../worker/shared/herd-types";
import { api, addMember, db, makeOrg, makeUser, ORIGIN, type TestUser } from "./fixtures";
import { createLot, ok } from "./herd-helpers";
import { deliver, inboundPayload, randomFrom, waId } from "./whatsapp-helpers";
import {
  fakeAssistant,
  lastReply,
  movementsOf,
  rancher,
  replies,
  repliesAfterWebhook,
  say,
} from "./whatsapp-rancher-helpers";

describe("a rancher's draft and their 'sí'", () => {
  it("'llovieron 20 mm' gets the draft; 'sí' records ONE movement however often it is delivered or said", async () => {
    const { user, from, orgs } = await rancher();
    const org = orgs[0]!;
    const { ask, asked } = fakeAssistant(() => org.lotId);
    await say(from, "llovieron 20 mm", ask);
    expect(asked[0]).toMatchObject({ orgId: org.id, userId: user.id, role: "owner", threadId: null });
    const draft = await lastReply(from);
    expect(draft).toContain("Lluvia de 20 mm hoy en El Bajo");
    expect(draft).toContain("• Milímetros: 20");
    expect(draft.endsWith(CONFIRM_PROMPT)).toBe(true);

    // Meta delivers one "sí" twice (same wamid) while the rancher sends a second "sí".
    const si = inboundPayload({ from, id: waId(), text: "Sí" });
    const again = inboundPayload({ from, id: waId(), text: "si, dale" });
    const results = await Promise.all([deliver(si), deliver(si), deliver(again)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const all = await repliesAfterWebhook(from, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(await replies(from)).toHaveLength(3);
    expect(all.every((r) => r.status === "logged" && r.sent_by === null)).toBe(true);

    const recorded = await movementsOf(org.id);
    expect(recorded).toHaveLength(1);
    const id = recorded[0]!.id;
    const link = `${ORIGIN}/data/${id}`;
    const answers = all.slice(1).map((r) => r.body);
    expect(answers).toContain(`Registrado: Lluvia de 20 mm hoy en El Bajo\n${link}`);
    expect(answers.some((a) => a === "Ya lo estoy registrando." || a.includes(link))).toBe(true);

    // The log shows it as the user's, recorded by WhatsApp.
    const { movement } = await ok<{ movement: Movement }>(api(`/movement/${id}`, { token: user.token }));
    expect(movement).toMatchObject({ created_by: user.id, type: "RAIN", metadata: { source: "whatsapp" } });
    expect(movement.data).toMatchObject({ mm: 20 });

    // Another "sí" later answers the same movement.
    await say(from, "confirmo", ask);
    expect(await lastReply(from)).toBe(`Ya está registrado: Lluvia de 20 mm hoy en El Bajo\n${link}`);
    expect(await movementsOf(org.id)).toHaveLength(1);
  });

  it("'no' discards the draft; a 'sí' without a draft gets an explanation", async () => {
    const { from, orgs } = await rancher();
    const { ask } = fakeAssistant(() => orgs[0]!.lotId);
    await say(from, "sí", ask);
    expect(await lastReply(from)).toBe(NO_DRAFT);
    await say(from, "llovieron 5 mm", ask);
    await say(from, "No", ask);
    expect(await lastReply(from)).toBe(DISCARDED);
    await say(from, "sí", ask);
    expect(await lastReply(from)).toBe(NO_DRAFT);
    expect(await movementsOf(orgs[0]!.id)).toHaveLength(0);
  });

  it("an expired draft is not recorded", async () => {
    const { from, orgs } = await rancher();
    const { ask } = fakeAssistant(() => orgs[0]!.lotId);
    await say(from, "llovieron 8 mm", ask);
    await db()
      .update(conversations)
      .set({ pending_draft_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(conversations.phone, `+${from}`));
    await say(from, "sí", ask);
    expect(await lastReply(from)).toMatch(/venció/);
    expect(await movementsOf(orgs[0]!.id)).toHaveLength(0);
  });
});

describe("a rancher in several establecimientos", () => {
  it("chooses one by its number, and 'cambiar' asks again", async () => {
    const { from, orgs } = await rancher(["Los Talas", "La Aguada"]);
    const [talas, aguada] = orgs;
    const { ask, asked } = fakeAssistant((id) => orgs.find((o) => o.id === id)!.lotId);
    await say(from, "¿cuántas cabezas tengo?", ask);
    expect(asked).toHaveLength(0);
    expect(await lastReply(from)).toContain("1. La Aguada\n2. Los Talas");
    await say(from, "7", ask);
    expect(await lastReply(from)).toContain("1. La Aguada\n2. Los Talas");
    await say(from, "2", ask);
    expect(await lastReply(from)).toContain("Los Talas");
    await say(from, "¿cuántas cabezas tengo?", ask);
    expect(asked.at(-1)).toMatchObject({ orgId: talas!.id, message: "¿cuántas cabezas tengo?", threadId: null });
    // The answer's figures, its link made absolute for WhatsApp.
    expect(await lastReply(from)).toBe(`Tenés *52 cabezas*. Ver stock: ${ORIGIN}/stock\n\nRodeos: ${ORIGIN}/rodeos`);
    await say(from, "¿y los terneros?", ask);
    expect(asked.at(-1)).toMatchObject({ orgId: talas!.id, threadId: 7 });

    await say(from, "cambiar", ask);
    expect(await lastReply(from)).toContain("1. La Aguada\n2. Los Talas");
    await say(from, "1", ask);
    await say(from, "llovieron 12 mm", ask);
    expect(asked.at(-1)).toMatchObject({ orgId: aguada!.id, threadId: null });
    await say(from, "sí", ask);
    expect(await movementsOf(aguada!.id)).toHaveLength(1);
    expect(await movementsOf(talas!.id)).toHaveLength(0);
  });

  it("refuses the 'sí' of a user removed from the draft's organization meanwhile", async () => {
    const owner = await makeUser();
    const { user, from, orgs } = await rancher(["Mi Campo"]);
    const other = await makeOrg(owner, "Ajena");
    await addMember(other.id, user as TestUser, "user");
    const lotId = await createLot(owner.token, other.id, "El Bajo");
    const { ask, asked } = fakeAssistant((id) => (id === other.id ? lotId : orgs[0]!.lotId));
    await say(from, "1", ask); // 1. Ajena
    await say(from, "llovieron 30 mm", ask);
    expect(asked.at(-1)).toMatchObject({ orgId: other.id, role: "user" });
    await db()
      .delete(userOrganizations)
      .where(and(eq(userOrganizations.user_id, user.id), eq(userOrganizations.organization_id, other.id)));
    await say(from, "sí", ask);
    expect(await lastReply(from)).toBe("Ya no sos parte de Ajena: no registré nada.");
    expect(await movementsOf(other.id)).toHaveLength(0);
  });

  it("tells a user in no establecimiento so, once a day", async () => {
    const user = await makeUser();
    const from = randomFrom();
    await db()
      .update(users)
      .set({ phone: `+${from}`, phone_verified: true })
      .where(eq(users.id, user.id));
    await say(from, "hola", fakeAssistant(() => 0).ask);
    expect(await lastReply(from)).toMatch(/no sos parte de ningún establecimiento/);
    await say(from, "¿hola?", fakeAssistant(() => 0).ask);
    expect(await replies(from)).toHaveLength(1);
  });
});

describe("a number that changed hands", () => {
  it("is no longer its user once they changed or unverified their phone", async () => {
    const { user, from, orgs } = await rancher();
    const { ask, asked } = fakeAssistant(() => orgs[0]!.lotId);
    await say(from, "llovieron 20 mm", ask);
    await db().update(users).set({ phone_verified: false }).where(eq(users.id, user.id));
    await say(from, "sí", ask);
    expect(await lastReply(from)).toMatch(/^Hola. Este número no está registrado en Tropero/);
    await db()
      .update(users)
      .set({ phone: `+${randomFrom()}`, phone_verified: true })
      .where(eq(users.id, user.id));
    await say(from, "¿cuántas cabezas tengo?", ask);
    expect(asked).toHaveLength(1);
    expect(await movementsOf(orgs[0]!.id)).toHaveLength(0);
  });
});
