// Ranchers who write, through the signed webhook with the organization's real assistant (the local model
// without the AI binding): figures for a question, "llovieron 20 mm" recorded on "sí" once although Meta
// delivers it twice, a deleted assistant thread, and an unregistered number told once a day.
import { describe, expect, it } from "vitest";
import { UNREGISTERED } from "../../worker/areas/whatsapp/rancher-inbound";
import { askRancherAssistant } from "../../worker/areas/whatsapp/rancher-assistant";
import { CONFIRM_PROMPT } from "../../worker/areas/whatsapp/rancher-drafts";
import { api, ORIGIN } from "./fixtures";
import { ok } from "./herd-helpers";
import { deliver, inboundPayload, randomFrom, waId } from "./whatsapp-helpers";
import { movementsOf, rancher, replies, repliesAfterWebhook, rt } from "./whatsapp-rancher-helpers";

describe("through the webhook, with the organization's assistant (local model)", () => {
  it("answers a question with figures and records 'llovieron 20 mm' on 'sí' as that user", async () => {
    const { user, from, orgs } = await rancher();
    const org = orgs[0]!;
    await ok(
      api(`/rodeo/${org.id}`, {
        method: "POST",
        token: user.token,
        body: { name: "Cría", lot_id: org.lotId, animals: [{ type: "Vaca", count: 40 }] },
      }),
      201,
    );
    await deliver(inboundPayload({ from, text: "¿cuántas cabezas tengo?" }));
    const [figures] = await repliesAfterWebhook(from, 1);
    expect(figures!.body).toMatch(/40 cabezas/);
    expect(figures!.body).toContain(`${ORIGIN}/`);

    await deliver(inboundPayload({ from, text: "llovieron 20 mm" }));
    const draft = (await repliesAfterWebhook(from, 2))[1]!.body;
    expect(draft).toMatch(/Lluvia/);
    expect(draft.endsWith(CONFIRM_PROMPT)).toBe(true);
    const si = inboundPayload({ from, id: waId(), text: "sí" });
    await Promise.all([deliver(si), deliver(si)]);
    const done = (await repliesAfterWebhook(from, 3))[2]!.body;
    expect(done).toMatch(/^Registrado: Lluvia/);
    const recorded = await movementsOf(org.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      created_by: user.id,
      metadata: expect.objectContaining({ source: "whatsapp" }),
    });
    expect((recorded[0]!.data as { mm: number }).mm).toBe(20);
    await new Promise((r) => setTimeout(r, 300));
    expect(await replies(from)).toHaveLength(3);
  });
});

describe("askRancherAssistant", () => {
  it("starts a new thread when the conversation's one is gone", async () => {
    const { user, orgs } = await rancher();
    const q = { orgId: orgs[0]!.id, userId: user.id, role: "owner" as const, message: "¿cuántas cabezas tengo?" };
    const answer = await askRancherAssistant(rt(), { ...q, threadId: 2 ** 30 });
    expect(answer.threadId).not.toBe(2 ** 30);
    expect(answer.text).toMatch(/cabezas/);
    const again = await askRancherAssistant(rt(), { ...q, threadId: answer.threadId });
    expect(again.threadId).toBe(answer.threadId);
  });
});

describe("an unregistered number", () => {
  it("is told once a day, through the webhook, and nothing goes to the assistant", async () => {
    const from = randomFrom();
    await deliver(inboundPayload({ from, text: "hola" }));
    const [notice] = await repliesAfterWebhook(from, 1);
    expect(notice!.body).toBe(`${UNREGISTERED}: ${ORIGIN}/configuration`);
    expect(notice!.status).toBe("logged");
    await deliver(inboundPayload({ from, text: "¿hola?" }));
    await new Promise((r) => setTimeout(r, 300));
    expect(await replies(from)).toHaveLength(1);
  });
});
