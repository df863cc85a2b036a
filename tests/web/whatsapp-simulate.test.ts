// The WhatsApp simulator (worker/scripts/whatsapp-simulate.ts, whatsapp-sim-payloads.ts): its payloads are what
// the webhook reads, message type by message type, and its signature is the one the worker checks.
import { describe, expect, it } from "vitest";
import { devVar, mediaType, sign, uploadHeaders } from "../../worker/scripts/whatsapp-simulate";
import {
  messagePayload,
  parseContact,
  parseLocation,
  parseReaction,
  parseTemplateStatus,
  statusPayload,
  templateStatusPayload,
  type SimulatedMessage,
} from "../../worker/scripts/whatsapp-sim-payloads";
import { signBody, validSignature } from "../../worker/areas/whatsapp/wa-signature";
import { readEvents, webhookPayload } from "../../worker/areas/whatsapp/webhook-payload";

const encode = (text: string) => new TextEncoder().encode(text);
const read = (payload: unknown) => readEvents(webhookPayload.parse(payload));
const readOne = (message: SimulatedMessage) => read(messagePayload("5491155551234", message)).messages[0];

describe("whatsapp:simulate", () => {
  it("signs like Meta and the worker accepts it", async () => {
    const body = JSON.stringify(messagePayload("+5491155551234", { kind: "text", text: "hola" }));
    expect(sign("s3cret", body)).toBe(await signBody("s3cret", body));
    expect(await validSignature("s3cret", encode(body), sign("s3cret", body))).toBe(true);
    expect(await validSignature("other", encode(body), sign("s3cret", body))).toBe(false);
  });

  it("builds text, audio and status deliveries the webhook reads", () => {
    const at = new Date("2026-11-24T12:00:00Z");
    const text = read(messagePayload("+5491155551234", { kind: "text", text: "llovieron 20 mm" }, "Ana", at));
    expect(text.messages).toEqual([
      expect.objectContaining({
        phone: "+5491155551234",
        profileName: "Ana",
        type: "text",
        body: "llovieron 20 mm",
        at: at.toISOString(),
      }),
    ]);
    expect(readOne({ kind: "audio", mediaId: "local-x", mimeType: "audio/ogg" })).toMatchObject({
      type: "audio",
      mediaId: "local-x",
      mediaType: "audio/ogg",
    });
    expect(read(statusPayload("wamid.1", "read")).statuses).toEqual([{ waId: "wamid.1", status: "read", error: null }]);
    expect(read(statusPayload("wamid.2", "failed")).statuses).toEqual([
      { waId: "wamid.2", status: "failed", error: "(#131026) Message undeliverable" },
    ]);
  });

  it("builds every other message type as the webhook reads it", () => {
    expect(readOne({ kind: "video", mediaId: "local-v", mimeType: "video/mp4", caption: "la manga" })).toMatchObject({
      type: "video",
      body: "la manga",
      mediaId: "local-v",
    });
    expect(readOne({ kind: "sticker", mediaId: "local-s", mimeType: "image/webp" })).toMatchObject({ type: "sticker" });
    expect(
      readOne({ kind: "document", mediaId: "local-d", mimeType: "application/pdf", filename: "guia.pdf" }),
    ).toMatchObject({ type: "document", body: "guia.pdf", details: { kind: "document", filename: "guia.pdf" } });
    expect(readOne(parseLocation("-38.72,-62.27,El Bajo"))).toMatchObject({
      type: "location",
      body: "El Bajo",
      details: { kind: "location", latitude: -38.72, longitude: -62.27 },
    });
    expect(readOne(parseContact("Juan Pérez:+5492914567890"))).toMatchObject({
      type: "contacts",
      body: "Juan Pérez",
      details: { kind: "contacts", contacts: [{ name: "Juan Pérez", phones: ["+5492914567890"] }] },
    });
    expect(readOne({ kind: "tap", id: "draft:yes:wa-1", title: "Sí, registrar" })).toMatchObject({
      type: "interactive",
      body: "Sí, registrar",
      details: { kind: "reply", id: "draft:yes:wa-1" },
    });
    expect(readOne({ kind: "button", text: "Sí" })).toMatchObject({
      type: "button",
      body: "Sí",
      details: { kind: "reply", id: "Sí" },
    });
    expect(readOne({ kind: "unknown" })).toMatchObject({ type: "unsupported", body: "unknown" });
    const reacted = read(messagePayload("5491155551234", { kind: "reaction", messageId: "wamid.9", emoji: "👍" }));
    expect(reacted.messages).toEqual([]);
    expect(reacted.reactions).toEqual([expect.objectContaining({ targetWaId: "wamid.9", emoji: "👍" })]);
  });

  it("builds Meta's template reviews, with a reason", () => {
    const paused = parseTemplateStatus("seguimiento:PAUSED:LOW_QUALITY");
    expect(paused).toEqual({ name: "seguimiento", event: "PAUSED", reason: "LOW_QUALITY" });
    expect(read(templateStatusPayload(paused.name, paused.event, paused.reason)).templates).toEqual([
      { name: "seguimiento", language: "es_AR", event: "PAUSED", reason: "LOW_QUALITY" },
    ]);
    expect(read(templateStatusPayload("seguimiento", "APPROVED")).templates[0]!.reason).toBeNull();
    expect(() => parseTemplateStatus("seguimiento:MAYBE")).toThrow(/APPROVED/);
  });

  it("reads the command line's values and refuses malformed ones", () => {
    expect(parseLocation("-38.7,-62.3")).toEqual({ kind: "location", latitude: -38.7, longitude: -62.3 });
    expect(() => parseLocation("norte,sur")).toThrow(/latitud/);
    expect(() => parseLocation("-95,10")).toThrow(/latitud/);
    expect(() => parseContact("Juan")).toThrow(/Nombre/);
    expect(parseReaction("wamid.local.ab:👍")).toEqual({ messageId: "wamid.local.ab", emoji: "👍" });
    expect(parseReaction("❤️")).toEqual({ messageId: null, emoji: "❤️" });
  });

  it("uploads each kind with its type, an audio with what the developer says it says", () => {
    expect(mediaType("video", "manga.mp4")).toBe("video/mp4");
    expect(mediaType("sticker", "s.webp")).toBe("image/webp");
    expect(mediaType("document", "guia.pdf")).toBe("application/pdf");
    expect(mediaType("document", "notas.txt")).toBe("application/octet-stream");
    expect(() => mediaType("audio", "foto.jpg")).toThrow(/audio/);
    expect(() => mediaType("sticker", "foto.png")).toThrow(/sticker/);
    const bytes = Buffer.from([1, 2, 3]);
    const headers = uploadHeaders("s3cret", bytes, "audio/ogg", "murieron dos terneros en el bajo");
    expect(headers).toEqual({
      "Content-Type": "audio/ogg",
      "X-Hub-Signature-256": sign("s3cret", bytes),
      "X-Transcript": "murieron%20dos%20terneros%20en%20el%20bajo",
    });
    expect(uploadHeaders("s3cret", bytes, "audio/ogg")).not.toHaveProperty("X-Transcript");
    expect(() => uploadHeaders("s3cret", bytes, "audio/ogg", "a".repeat(1001))).toThrow(/1000/);
  });

  it("reads the secret from .dev.vars", () => {
    expect(devVar("JWT_SECRET=a\nWHATSAPP_APP_SECRET=abc123\n", "WHATSAPP_APP_SECRET")).toBe("abc123");
    expect(devVar("JWT_SECRET=a\n", "WHATSAPP_APP_SECRET")).toBeUndefined();
  });
});
