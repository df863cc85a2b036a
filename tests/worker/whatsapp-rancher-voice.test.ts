// A rancher's voice note (docs/whatsapp.md): through the signed webhook, downloaded, transcribed and answered
// like a typed message, the answer opening with «Entendí: "…"», the draft offered with buttons and confirmed
// by a tap, once; Workers AI's Whisper stood in by a binding that knows one audio by its hash; without a
// recognizer one line a day; nothing recognized; and the webhook's 200 before a slow answer.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { conversationMessages } from "../../worker/db/schema";
import type { Env, Runtime } from "../../worker/env";
import { afterDelivery } from "../../worker/areas/whatsapp/inbox-live";
import { NO_DRAFT } from "../../worker/areas/whatsapp/rancher-confirm";
import { answerRancher, UNREGISTERED } from "../../worker/areas/whatsapp/rancher-inbound";
import { answerVoiceNotes, NOT_UNDERSTOOD, VOICE_UNAVAILABLE } from "../../worker/areas/whatsapp/rancher-voice";
import { WHISPER_MODEL } from "../../worker/areas/whatsapp/transcription";
import { storeLocalMedia } from "../../worker/areas/whatsapp/wa-media";
import { signBody } from "../../worker/areas/whatsapp/wa-signature";
import { storeDelivery } from "../../worker/areas/whatsapp/webhook-store";
import type { InboundMessage } from "../../worker/areas/whatsapp/webhook-payload";
import { db, ORIGIN } from "./fixtures";
import { APP_SECRET, deliver, inboundPayload, randomFrom, waId } from "./whatsapp-helpers";
import {
  fakeAssistant,
  lastButtons,
  movementsOf,
  oneFromWhatsApp,
  outbound,
  rancher,
  replies,
  repliesAfterWebhook,
  tapPayload,
} from "./whatsapp-rancher-helpers";

const bytesOf = (seed: number) => new Uint8Array(Array.from({ length: 64 }, (_, i) => (i * 31 + seed) % 256));

/** The simulator's upload: the audio and, in X-Transcript, what the developer says it says. */
async function upload(bytes: Uint8Array<ArrayBuffer>, transcript?: string) {
  const headers: Record<string, string> = {
    "Content-Type": "audio/ogg",
    "X-Hub-Signature-256": await signBody(APP_SECRET, bytes),
  };
  if (transcript !== undefined) headers["X-Transcript"] = encodeURIComponent(transcript);
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}/api/whatsapp/webhook/media`, { method: "POST", headers, body: bytes }),
  );
  expect(res.status).toBe(200);
  return String(((await res.json()) as { id: string }).id);
}

const voicePayload = (from: string, mediaId: string, id = waId()) =>
  inboundPayload({ from, id, audio: { id: mediaId, mime_type: "audio/ogg" } });

const hex = async (bytes: Uint8Array) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

/** A stand-in for Workers AI: Whisper "hears" the text given for an audio's SHA-256, nothing for others. */
function standInAi(heard: Record<string, string>, delayMs = 0) {
  const calls: string[] = [];
  const ai = {
    run: async (model: string, input: { audio?: string }) => {
      calls.push(model);
      if (model !== WHISPER_MODEL) throw new Error(`the stand-in only knows ${WHISPER_MODEL}`);
      await new Promise((r) => setTimeout(r, delayMs));
      const bytes = Uint8Array.from(atob(input.audio ?? ""), (c) => c.charCodeAt(0));
      return { text: heard[await hex(bytes)] ?? "" };
    },
  };
  return { ai: ai as unknown as Ai, calls };
}

const rtWith = (over: Partial<Env> = {}): Runtime => ({
  db: db(),
  env: { ...(env as unknown as Env), ...over },
  origin: ORIGIN,
  waitUntil: () => undefined,
});

const audioMessage = (from: string, mediaId: string): InboundMessage => ({
  waId: waId(),
  phone: `+${from}`,
  profileName: "Don Pedro",
  type: "audio",
  body: "",
  mediaId,
  mediaType: "audio/ogg",
  details: null,
  error: null,
  at: new Date().toISOString(),
});

/** Stores a voice note, downloads and transcribes it, and answers it: the webhook's work, with `rt`. */
async function voiceNote(rt: Runtime, from: string, bytes: Uint8Array, ask = fakeAssistant(() => 0).ask) {
  const m = audioMessage(from, await storeLocalMedia(rt.env, bytes, "audio/ogg"));
  const events = { messages: [m], reactions: [], statuses: [] };
  const { media } = await storeDelivery(rt.db, events);
  await afterDelivery(rt, events, media);
  await answerVoiceNotes(rt, [m], ask);
}

describe("a voice note through the signed webhook", () => {
  it("is answered like the typed text, «Entendí» first; the draft's button records it once", async () => {
    const { user, from, orgs } = await rancher();
    const mediaId = await upload(bytesOf(1), "llovieron 20 mm");
    const noteId = waId();
    const note = voicePayload(from, mediaId, noteId);
    await Promise.all([deliver(note), deliver(note)]);
    const [offer] = await repliesAfterWebhook(from, 1);
    expect(offer!.body).toMatch(/^Entendí: "llovieron 20 mm"\n\nTe propongo registrar en La Aguada:\n\*Lluvia/);
    const [stored] = await outbound(from);
    expect(stored!.type).toBe("interactive");
    const buttons = await lastButtons(from);
    expect(buttons.map((b) => b.title)).toEqual(["Sí, registrar", "No"]);
    const [audio] = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.wa_message_id, noteId));
    expect(audio!.transcription).toBe("llovieron 20 mm");

    const tap = tapPayload(from, buttons[0]!);
    await Promise.all([deliver(tap), deliver(tap)]);
    const [, done] = await repliesAfterWebhook(from, 2);
    expect(done!.body).toMatch(/^Registrado: Lluvia de 20 mm/);
    await new Promise((r) => setTimeout(r, 300));
    expect(await replies(from)).toHaveLength(2);
    await oneFromWhatsApp(orgs[0]!.id, user.id);
  });

  it("without a statement of what it says, the local recognizer hears nothing: asked to type it", async () => {
    const { from } = await rancher();
    await deliver(voicePayload(from, await upload(bytesOf(2))));
    expect((await repliesAfterWebhook(from, 1))[0]!.body).toBe(NOT_UNDERSTOOD);
  });

  it("from an unregistered number gets the once-a-day notice", async () => {
    const from = randomFrom();
    await deliver(voicePayload(from, await upload(bytesOf(3), "hola")));
    expect((await repliesAfterWebhook(from, 1))[0]!.body).toBe(`${UNREGISTERED}: ${ORIGIN}/configuration`);
  });

  it("answers 200 before a slow answer is stored", async () => {
    const { from } = await rancher();
    const bytes = bytesOf(4);
    // "sí" with no draft: answered without the assistant, which the stand-in cannot play.
    const { ai } = standInAi({ [await hex(bytes)]: "sí" }, 400);
    const body = JSON.stringify(voicePayload(from, await upload(bytes)));
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${ORIGIN}/api/whatsapp/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Hub-Signature-256": await signBody(APP_SECRET, body) },
        body,
      }),
      { ...env, AI: ai },
      ctx,
    );
    expect(res.status).toBe(200);
    expect(await replies(from)).toHaveLength(0);
    await waitOnExecutionContext(ctx);
    const [answer] = await replies(from);
    expect(answer!.body).toBe(`Entendí: "sí"\n\n${NO_DRAFT}`);
  });
});

describe("with Workers AI (a stand-in binding)", () => {
  it("transcribes, offers the draft with buttons, and the tap records one movement from WhatsApp", async () => {
    const { user, from, orgs } = await rancher();
    const bytes = bytesOf(5);
    const { ai, calls } = standInAi({ [await hex(bytes)]: "llovieron 14 mm" });
    const rt = rtWith({ AI: ai });
    const { ask, asked } = fakeAssistant(() => orgs[0]!.lotId);
    await voiceNote(rt, from, bytes, ask);
    expect(calls).toEqual([WHISPER_MODEL]);
    expect(asked).toEqual([expect.objectContaining({ message: "llovieron 14 mm", userId: user.id })]);
    const [offer] = await outbound(from);
    expect(offer).toMatchObject({ type: "interactive", details: { kind: "buttons" } });
    expect(offer!.body).toMatch(/^Entendí: "llovieron 14 mm"\n\nTe propongo registrar/);

    const [yes] = await lastButtons(from);
    await answerRancher(
      rt,
      { ...audioMessage(from, ""), type: "interactive", body: yes!.title, details: { kind: "reply", id: yes!.id } },
      ask,
    );
    const recorded = await movementsOf(orgs[0]!.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ metadata: expect.objectContaining({ source: "whatsapp" }) });
    expect((recorded[0]!.data as { mm: number }).mm).toBe(14);
  });

  it("an audio it cannot make out: asked to type it, nothing goes to the assistant", async () => {
    const { from, orgs } = await rancher();
    const { ai } = standInAi({});
    const { ask, asked } = fakeAssistant(() => orgs[0]!.lotId);
    await voiceNote(rtWith({ AI: ai }), from, bytesOf(6), ask);
    expect((await replies(from)).map((r) => r.body)).toEqual([NOT_UNDERSTOOD]);
    expect(asked).toHaveLength(0);
  });
});

describe("without speech recognition", () => {
  it("tells the rancher once a day, in one line, to type instead", async () => {
    const { from, orgs } = await rancher();
    const rt = rtWith();
    const { ask, asked } = fakeAssistant(() => orgs[0]!.lotId);
    for (const seed of [7, 8]) {
      const m = audioMessage(from, await storeLocalMedia(rt.env, bytesOf(seed), "audio/ogg"));
      await storeDelivery(rt.db, { messages: [m], reactions: [], statuses: [] });
      await answerVoiceNotes(rt, [m], ask, false);
    }
    const all = await replies(from);
    expect(all.map((r) => r.body)).toEqual([VOICE_UNAVAILABLE]);
    expect(VOICE_UNAVAILABLE).not.toMatch(/\n/);
    expect(asked).toHaveLength(0);
  });
});

describe("the simulator's local upload", () => {
  const send = async (type: string, transcript?: string) => {
    const bytes = bytesOf(9);
    const headers: Record<string, string> = {
      "Content-Type": type,
      "X-Hub-Signature-256": await signBody(APP_SECRET, bytes),
    };
    if (transcript !== undefined) headers["X-Transcript"] = transcript;
    return exports.default.fetch(
      new Request(`${ORIGIN}/api/whatsapp/webhook/media`, { method: "POST", headers, body: bytes }),
    );
  };

  it("takes video, stickers and documents too, and nothing else", async () => {
    for (const type of ["video/mp4", "image/webp", "application/pdf", "audio/ogg"])
      expect((await send(type)).status, type).toBe(200);
    for (const type of ["text/plain", "text/html", "multipart/form-data"])
      expect((await send(type)).status, type).toBe(400);
  });

  it("keeps the stated transcript with the audio, bounded and URL-encoded", async () => {
    const res = await send("audio/ogg", encodeURIComponent("murieron dos terneros"));
    const { id } = (await res.json()) as { id: string };
    const object = await env.FILES.head(`whatsapp/${id.slice("local-".length)}`);
    expect(object!.customMetadata).toEqual({ transcript: "murieron dos terneros" });
    expect((await send("audio/ogg", "a".repeat(1001))).status).toBe(400);
    expect((await send("audio/ogg", "%E0%A4%A")).status).toBe(400);
  });
});
