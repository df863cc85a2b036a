// The WhatsApp webhook (docs/whatsapp.md): Meta's handshake, signatures (valid, invalid, missing, body altered),
// idempotent retries, stale messages, statuses moving an outbound message forward, and local media.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversationMessages, conversations, users } from "../../worker/db/schema";
import { signBody } from "../../worker/areas/whatsapp/wa-signature";
import { app } from "../../worker/app";
import { db, makeUser, ORIGIN } from "./fixtures";
import {
  APP_SECRET,
  deliver,
  inboundPayload,
  nowSeconds,
  randomFrom,
  statusPayload,
  VERIFY_TOKEN,
  waId,
} from "./whatsapp-helpers";

const DAY = 24 * 60 * 60 * 1000;

/** The inbound messages (an unregistered number also gets an automatic notice, see whatsapp-rancher). */
const messagesOf = async (phone: string) => {
  const [conv] = await db().select().from(conversations).where(eq(conversations.phone, phone));
  if (!conv) return { conv: undefined, messages: [] };
  const messages = await db()
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversation_id, conv.id), eq(conversationMessages.direction, "in")));
  return { conv, messages };
};

describe("GET /api/whatsapp/webhook (verification)", () => {
  const verify = (query: string) => exports.default.fetch(new Request(`${ORIGIN}/api/whatsapp/webhook?${query}`));

  it("answers the challenge as plain text when the token matches", async () => {
    const res = await verify(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=12345`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("12345");
  });

  it("refuses a wrong token or mode with 403", async () => {
    expect((await verify("hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1")).status).toBe(403);
    expect((await verify(`hub.mode=other&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`)).status).toBe(403);
    expect((await verify("hub.challenge=1")).status).toBe(403);
  });
});

describe("POST /api/whatsapp/webhook (signature)", () => {
  it("stores a correctly signed text, in E.164, in a new conversation", async () => {
    const from = randomFrom();
    const res = await deliver(inboundPayload({ from, text: "Hola, ¿cómo va?" }));
    expect(res.status).toBe(200);
    const { conv, messages } = await messagesOf(`+${from}`);
    expect(conv).toMatchObject({ phone: `+${from}`, profile_name: "Don Pedro", unread_count: 1, user_id: null });
    expect(messages).toEqual([
      expect.objectContaining({ direction: "in", type: "text", body: "Hola, ¿cómo va?", status: "delivered" }),
    ]);
  });

  it("refuses (401) a missing or invalid signature, or a body altered after signing, and stores nothing", async () => {
    const from = randomFrom();
    const payload = inboundPayload({ from, text: "firmado" });
    expect((await deliver(payload, { signature: null })).status).toBe(401);
    expect((await deliver(payload, { signature: `sha256=${"0".repeat(64)}` })).status).toBe(401);
    expect((await deliver(payload, { signature: "sha256=zz" })).status).toBe(401);
    const wrongKey = await signBody("another-secret", JSON.stringify(payload));
    expect((await deliver(payload, { signature: wrongKey })).status).toBe(401);
    const altered = JSON.stringify(payload).replace("firmado", "alterado");
    expect((await deliver(payload, { body: altered })).status).toBe(401);
    expect((await messagesOf(`+${from}`)).conv).toBeUndefined();
  });

  it("answers 503 and stores nothing while WHATSAPP_APP_SECRET is not configured", async () => {
    const from = randomFrom();
    const body = JSON.stringify(inboundPayload({ from }));
    const res = await app.request(
      "/api/whatsapp/webhook",
      { method: "POST", body, headers: { "X-Hub-Signature-256": await signBody("anything", body) } },
      { ...env, WHATSAPP_APP_SECRET: undefined },
    );
    expect(res.status).toBe(503);
    expect((await messagesOf(`+${from}`)).conv).toBeUndefined();
  });

  it("answers 400 to a signed body that is not a WhatsApp notification", async () => {
    const body = "not json";
    const res = await deliver(null, { body, signature: await signBody(APP_SECRET, body) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("El cuerpo no es JSON válido");
    expect((await deliver({ entry: "x" })).status).toBe(400);
  });
});

describe("POST /api/whatsapp/webhook (storage)", () => {
  it("stores the same delivery once, however many times Meta retries it", async () => {
    const from = randomFrom();
    const payload = inboundPayload({ from, id: waId(), text: "una vez" });
    const results = await Promise.all([deliver(payload), deliver(payload)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await deliver(payload)).body.stored).toBe(0);
    const { conv, messages } = await messagesOf(`+${from}`);
    expect(messages).toHaveLength(1);
    expect(conv!.unread_count).toBe(1);
  });

  it("refuses messages older than 7 days (a replay) but answers 200 so Meta stops", async () => {
    const from = randomFrom();
    const res = await deliver(inboundPayload({ from, timestamp: nowSeconds(-8 * DAY) }));
    expect(res).toMatchObject({ status: 200, body: { stored: 0, stale: 1 } });
    expect((await messagesOf(`+${from}`)).conv).toBeUndefined();
  });

  it("links the conversation to the user whose verified phone it is", async () => {
    const from = randomFrom();
    const user = await makeUser();
    await db()
      .update(users)
      .set({ phone: `+${from}`, phone_verified: true })
      .where(eq(users.id, user.id));
    await deliver(inboundPayload({ from }));
    expect((await messagesOf(`+${from}`)).conv!.user_id).toBe(user.id);
    const other = randomFrom();
    const unverified = await makeUser();
    await db()
      .update(users)
      .set({ phone: `+${other}`, phone_verified: false })
      .where(eq(users.id, unverified.id));
    await deliver(inboundPayload({ from: other }));
    expect((await messagesOf(`+${other}`)).conv!.user_id).toBeNull();
  });

  it("keeps other types as unsupported", async () => {
    const from = randomFrom();
    await deliver(inboundPayload({ from, type: "sticker" }));
    expect((await messagesOf(`+${from}`)).messages[0]).toMatchObject({ type: "unsupported", body: "sticker" });
  });

  it("moves an outbound message forward with statuses, never back, and records a failure's reason", async () => {
    const from = randomFrom();
    await deliver(inboundPayload({ from }));
    const { conv } = await messagesOf(`+${from}`);
    const id = waId();
    const failedId = waId();
    await db()
      .insert(conversationMessages)
      .values([
        {
          conversation_id: conv!.id,
          direction: "out",
          type: "text",
          body: "hola",
          wa_message_id: id,
          status: "queued",
        },
        { conversation_id: conv!.id, direction: "out", type: "template", wa_message_id: failedId, status: "sent" },
      ]);
    const statusOf = async (wamid: string) =>
      (await db().select().from(conversationMessages).where(eq(conversationMessages.wa_message_id, wamid)))[0]!;
    await deliver(statusPayload(id, "delivered"));
    expect((await statusOf(id)).status).toBe("delivered");
    await deliver(statusPayload(id, "sent"));
    expect((await statusOf(id)).status).toBe("delivered");
    await deliver(statusPayload(id, "read"));
    expect((await statusOf(id)).status).toBe("read");
    await deliver(
      statusPayload(failedId, "failed", [
        { code: 131047, title: "Re-engagement message", error_data: { details: "More than 24 hours" } },
      ]),
    );
    expect(await statusOf(failedId)).toMatchObject({
      status: "failed",
      type: "error_template",
      error: "(#131047) Re-engagement message More than 24 hours",
    });
  });

  it("keeps a simulator's audio uploaded to the local media endpoint", async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const upload = await exports.default.fetch(
      new Request(`${ORIGIN}/api/whatsapp/webhook/media`, {
        method: "POST",
        headers: {
          "Content-Type": "audio/ogg",
          "X-Hub-Signature-256": await signBody(APP_SECRET, bytes),
        },
        body: bytes,
      }),
    );
    expect(upload.status).toBe(200);
    const { id } = (await upload.json()) as { id: string };
    expect(id).toMatch(/^local-[0-9a-f-]{36}$/);
    const unsigned = await exports.default.fetch(
      new Request(`${ORIGIN}/api/whatsapp/webhook/media`, {
        method: "POST",
        headers: { "Content-Type": "audio/ogg" },
        body: bytes,
      }),
    );
    expect(unsigned.status).toBe(401);
    const from = randomFrom();
    await deliver(inboundPayload({ from, audio: { id, mime_type: "audio/ogg" } }));
    await expect
      .poll(async () => (await messagesOf(`+${from}`)).messages[0]?.media_key ?? null)
      .toMatch(/^whatsapp\/[0-9a-f-]{36}$/);
    const [message] = (await messagesOf(`+${from}`)).messages;
    expect(message).toMatchObject({ type: "audio", media_type: "audio/ogg" });
    const stored = await env.FILES.get(message!.media_key!);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytes);
  });
});
