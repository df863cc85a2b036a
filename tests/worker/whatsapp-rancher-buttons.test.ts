// A rancher's draft offered with reply buttons (docs/whatsapp.md): «Sí, registrar» / «No» inside the 24-hour
// window, whose ids name the draft; a tap acts like typing sí / no, once however Meta delivers it; a tap on an
// older draft's button confirms nothing; a template quick reply «Sí»; the template outside the window; the
// plain text when the buttons cannot be sent.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Env, Runtime } from "../../worker/env";
import { answerRancher, DISCARDED } from "../../worker/areas/whatsapp/rancher-inbound";
import { STALE_TAP } from "../../worker/areas/whatsapp/rancher-confirm";
import { CONFIRM_PROMPT } from "../../worker/areas/whatsapp/rancher-drafts";
import { OFFER_TITLE } from "../../worker/areas/whatsapp/rancher-offer";
import { storeDelivery } from "../../worker/areas/whatsapp/webhook-store";
import { WHATSAPP_TEMPLATE } from "../../worker/shared/notification-schemas";
import { db, ORIGIN } from "./fixtures";
import { deliver, waId } from "./whatsapp-helpers";
import {
  fakeAssistant,
  inbound,
  lastButtons,
  lastReply,
  movementsOf,
  oneFromWhatsApp,
  outbound,
  rancher,
  repliesAfterWebhook,
  say,
  tapPayload,
} from "./whatsapp-rancher-helpers";

afterEach(() => vi.restoreAllMocks());

/** A rancher with a rain draft of `mm` offered; the draft's buttons. */
async function offered(mm = 20) {
  const r = await rancher();
  const { ask } = fakeAssistant(() => r.orgs[0]!.lotId);
  await say(r.from, `llovieron ${mm} mm`, ask);
  return { ...r, ask, buttons: await lastButtons(r.from) };
}

describe("a draft offered with buttons", () => {
  it("goes as an interactive message; a tap on «Sí, registrar» records ONE movement however it is delivered", async () => {
    const { user, from, orgs, buttons } = await offered();
    const [offer] = await outbound(from);
    expect(offer).toMatchObject({ type: "interactive", status: "logged", sent_by: null });
    expect(offer!.body).toContain("Lluvia de 20 mm hoy en El Bajo");
    expect(buttons.map((b) => b.title)).toEqual(["Sí, registrar", "No"]);
    expect(buttons[0]!.id).toMatch(/^draft:yes:wa-/);
    expect(buttons[1]!.id).toBe(buttons[0]!.id.replace("draft:yes:", "draft:no:"));

    // Meta delivers one tap twice (same wamid) while a second tap arrives.
    const tap = tapPayload(from, buttons[0]!);
    const results = await Promise.all([deliver(tap), deliver(tap), deliver(tapPayload(from, buttons[0]!))]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const all = await repliesAfterWebhook(from, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(await outbound(from)).toHaveLength(3);

    const recorded = await oneFromWhatsApp(orgs[0]!.id, user.id);
    const link = `${ORIGIN}/data/${recorded.id}`;
    const answers = all.slice(1).map((r) => r.body);
    expect(answers).toContain(`Registrado: Lluvia de 20 mm hoy en El Bajo\n${link}`);
    expect(answers.some((a) => a === "Ya lo estoy registrando." || a.includes(`Ya está registrado`))).toBe(true);
  });

  it("a tap on «No» discards it", async () => {
    const { from, orgs, buttons } = await offered();
    await deliver(tapPayload(from, buttons[1]!));
    expect((await repliesAfterWebhook(from, 2))[1]!.body).toBe(DISCARDED);
    expect(await movementsOf(orgs[0]!.id)).toHaveLength(0);
  });

  it("a button of an older draft confirms or discards nothing; the newer one still waits", async () => {
    const { from, orgs, ask, buttons: older } = await offered(5);
    await say(from, "llovieron 7 mm", ask);
    const newer = await lastButtons(from);
    expect(newer[0]!.id).not.toBe(older[0]!.id);
    for (const button of older) {
      await answerRancher(rt(), tapMessage(from, button), ask);
      expect(await lastReply(from)).toBe(STALE_TAP);
    }
    expect(await movementsOf(orgs[0]!.id)).toHaveLength(0);
    await answerRancher(rt(), tapMessage(from, newer[0]!), ask);
    expect(await lastReply(from)).toMatch(/^Registrado: Lluvia de 7 mm/);
    const recorded = await movementsOf(orgs[0]!.id);
    expect(recorded.map((m) => (m.data as { mm: number }).mm)).toEqual([7]);
  });

  it("a template's quick reply «Sí» confirms like typing it", async () => {
    const { from, orgs } = await offered(9);
    await deliver(tapPayload(from, { payload: "Sí", text: "Sí" }));
    expect((await repliesAfterWebhook(from, 2))[1]!.body).toMatch(/^Registrado: Lluvia de 9 mm/);
    expect(await movementsOf(orgs[0]!.id)).toHaveLength(1);
  });
});

describe("when the buttons cannot go", () => {
  it("outside the 24-hour window the draft goes as the app's template, its lines in one parameter", async () => {
    const { from, orgs } = await rancher();
    const { ask } = fakeAssistant(() => orgs[0]!.lotId);
    await say(from, "llovieron 11 mm", ask, new Date(Date.now() - 2 * 24 * 60 * 60 * 1000));
    const [offer] = await outbound(from);
    expect(offer).toMatchObject({ type: "template", template_name: WHATSAPP_TEMPLATE, status: "logged" });
    const [title, text] = offer!.template_params!;
    expect(title).toBe(OFFER_TITLE);
    expect(text).toContain("*Lluvia de 11 mm hoy en El Bajo* · • Milímetros: 11 · Respondé *sí*");
    expect(text).not.toMatch(/\n/);
    // A typed "sí" still confirms it.
    await say(from, "sí", ask);
    expect(await movementsOf(orgs[0]!.id)).toHaveLength(1);
  });

  it("falls back to the plain-text prompt when Meta refuses the buttons", async () => {
    const { from, orgs } = await rancher();
    const { ask } = fakeAssistant(() => orgs[0]!.lotId);
    const sent: Record<string, unknown>[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
      sent.push(body);
      return body.type === "interactive"
        ? Response.json({ error: { code: 131000, message: "Something went wrong" } }, { status: 400 })
        : Response.json({ messages: [{ id: `wamid.text-${waId()}` }] });
    });
    const m = inbound(from, "llovieron 13 mm");
    await storeDelivery(db(), { messages: [m], reactions: [], statuses: [] });
    await answerRancher(graphRt(), m, ask);

    expect(sent.map((b) => b.type)).toEqual(["interactive", "text"]);
    expect(sent[0]).toMatchObject({
      to: from,
      interactive: {
        type: "button",
        body: { text: expect.stringContaining("Lluvia de 13 mm") },
        action: {
          buttons: [
            { type: "reply", reply: { id: expect.stringMatching(/^draft:yes:/), title: "Sí, registrar" } },
            { type: "reply", reply: { id: expect.stringMatching(/^draft:no:/), title: "No" } },
          ],
        },
      },
    });
    const stored = await outbound(from);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: "text", status: "queued", details: null });
    expect(stored[0]!.body.endsWith(CONFIRM_PROMPT)).toBe(true);
  });
});

const rt = (): Runtime => ({ db: db(), env: env as unknown as Env, origin: ORIGIN, waitUntil: () => undefined });
const graphRt = (): Runtime => ({
  ...rt(),
  env: { ...(env as unknown as Env), WHATSAPP_TOKEN: "tok", WHATSAPP_PHONE_ID: "123" },
});

/** A tap as the webhook reads it. */
const tapMessage = (from: string, button: { id: string; title: string }) => ({
  ...inbound(from, button.title),
  type: "interactive" as const,
  details: { kind: "reply" as const, id: button.id },
});
