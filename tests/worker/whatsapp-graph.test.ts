// The real WhatsApp client (Graph API) with fetch stubbed: an accepted reply is stored "queued" with Meta's
// id (never "sent" until Meta says so), a refused one as error/error_template with Meta's reason, and an
// inbound audio is downloaded from Graph into R2.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { conversationMessages, conversations, users, whatsappTemplates } from "../../worker/db/schema";
import type { Env, Runtime } from "../../worker/env";
import { reply } from "../../worker/areas/whatsapp/conversation-reply";
import { downloadMedia } from "../../worker/areas/whatsapp/wa-media";
import { app } from "../../worker/app";
import { signBody } from "../../worker/areas/whatsapp/wa-signature";
import { db, makeTeam, makeUser } from "./fixtures";
import { GREETING_TEMPLATE } from "../../worker/shared/whatsapp-schemas";
import { APP_SECRET, deliver, inboundPayload, randomFrom, statusPayload } from "./whatsapp-helpers";

const graphEnv = { ...(env as unknown as Env), WHATSAPP_TOKEN: "tok", WHATSAPP_PHONE_ID: "123" };
const rt = (): Runtime => ({ db: db(), env: graphEnv, origin: "http://tropero.test", waitUntil: () => undefined });

async function conversation() {
  const from = randomFrom();
  await deliver(inboundPayload({ from }));
  const [conv] = await db()
    .select()
    .from(conversations)
    .where(eq(conversations.phone, `+${from}`));
  return conv!;
}

afterEach(() => vi.restoreAllMocks());

describe("the Graph client", () => {
  it("stores an accepted reply as queued with Meta's id, then statuses move it", async () => {
    const admin = await makeUser({ superAdmin: true });
    const conv = await conversation();
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ messages: [{ id: "wamid.graph-ok" }] }));
    const message = await reply(rt(), admin.id, conv.id, { text: "Hola" });
    expect(message).toMatchObject({ type: "text", status: "queued" });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("https://graph.facebook.com/v21.0/123/messages");
    expect(JSON.parse(String(init!.body))).toMatchObject({
      to: conv.phone.slice(1),
      type: "text",
      text: { body: "Hola" },
    });
    fetchSpy.mockRestore();
    await deliver(statusPayload("wamid.graph-ok", "sent"));
    const [row] = await db().select().from(conversationMessages).where(eq(conversationMessages.id, message.id));
    expect(row).toMatchObject({ status: "sent", wa_message_id: "wamid.graph-ok" });
  });

  it("stores a refused send as error or error_template with Meta's reason", async () => {
    const admin = await makeUser({ superAdmin: true });
    const conv = await conversation();
    const refusal = {
      error: { message: "Recipient phone number not in allowed list", code: 131030, error_data: { details: "x" } },
    };
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(refusal, { status: 400 }));
    const text = await reply(rt(), admin.id, conv.id, { text: "Hola" });
    expect(text).toMatchObject({
      type: "error",
      status: "failed",
      error: "(#131030) Recipient phone number not in allowed list x",
    });
    const [template] = await db()
      .insert(whatsappTemplates)
      .values({ name: `t_${Date.now()}`, body: "Hola" })
      .returning();
    const sent = await reply(rt(), admin.id, conv.id, { template_id: template!.id, params: [] });
    expect(sent).toMatchObject({ type: "error_template", status: "failed" });
  });

  it("downloads an inbound audio from Graph into R2 under a random key", async () => {
    const conv = await conversation();
    const [row] = await db()
      .insert(conversationMessages)
      .values({ conversation_id: conv.id, direction: "in", type: "audio", media_id: "media-1" })
      .returning();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url === "https://graph.facebook.com/v21.0/media-1") {
        return Response.json({ url: "https://lookaside.example/media-1", mime_type: "audio/ogg; codecs=opus" });
      }
      return new Response(new Uint8Array([9, 8, 7]), { headers: { "Content-Length": "3" } });
    });
    await downloadMedia(rt(), [{ id: row!.id, mediaId: "media-1" }]);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const [stored] = await db().select().from(conversationMessages).where(eq(conversationMessages.id, row!.id));
    expect(stored!.media_key).toMatch(/^whatsapp\/[0-9a-f-]{36}$/);
    expect(stored!.media_type).toBe("audio/ogg; codecs=opus");
    expect(stored!.media_size).toBe(3);
    const object = await env.FILES.get(stored!.media_key!);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(new Uint8Array([9, 8, 7]));
  });

  it("turns off the simulator's local media upload once the real client is configured", async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const res = await app.request(
      "/api/whatsapp/webhook/media",
      {
        method: "POST",
        body: bytes,
        headers: { "Content-Type": "audio/ogg", "X-Hub-Signature-256": await signBody(APP_SECRET, bytes) },
      },
      graphEnv,
    );
    expect(res.status).toBe(403);
  });

  it("sends the organization greeting as its approved template, never as free text", async () => {
    const { owner, user, org } = await makeTeam();
    const phone = `+549${Math.floor(1e9 + Math.random() * 8e9)}`;
    await db().update(users).set({ phone, phone_verified: true, first_name: "Rosa" }).where(eq(users.id, user.id));
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ messages: [{ id: "wamid.greeting" }] }));
    const res = await app.request(
      `/api/organization/${org.id}/send-greeting`,
      { method: "POST", headers: { Authorization: `Bearer ${owner.token}` } },
      graphEnv,
    );
    expect(res.status).toBe(200);
    const graphCalls = fetchSpy.mock.calls.filter(([url]) => String(url).includes("graph.facebook.com"));
    expect(graphCalls).toHaveLength(1);
    const sent = JSON.parse(String(graphCalls[0]![1]!.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      to: phone.slice(1),
      type: "template",
      template: {
        name: GREETING_TEMPLATE,
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Rosa" },
              { type: "text", text: org.name },
            ],
          },
        ],
      },
    });
    expect(sent).not.toHaveProperty("text");
  });
});
