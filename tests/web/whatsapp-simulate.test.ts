// The WhatsApp simulator (worker/scripts/whatsapp-simulate.ts): its payloads are what the webhook reads, and
// its signature is the one the worker checks.
import { describe, expect, it } from "vitest";
import { devVar, messagePayload, sign, statusPayload } from "../../worker/scripts/whatsapp-simulate";
import { signBody, validSignature } from "../../worker/areas/whatsapp/wa-signature";
import { readEvents, webhookPayload } from "../../worker/areas/whatsapp/webhook-payload";

const encode = (text: string) => new TextEncoder().encode(text);

describe("whatsapp:simulate", () => {
  it("signs like Meta and the worker accepts it", async () => {
    const body = JSON.stringify(messagePayload("+5491155551234", { kind: "text", text: "hola" }));
    expect(sign("s3cret", body)).toBe(await signBody("s3cret", body));
    expect(await validSignature("s3cret", encode(body), sign("s3cret", body))).toBe(true);
    expect(await validSignature("other", encode(body), sign("s3cret", body))).toBe(false);
  });

  it("builds text, audio and status deliveries the webhook reads", () => {
    const at = new Date("2026-11-24T12:00:00Z");
    const text = readEvents(
      webhookPayload.parse(messagePayload("+5491155551234", { kind: "text", text: "llovieron 20 mm" }, "Ana", at)),
    );
    expect(text.messages).toEqual([
      expect.objectContaining({
        phone: "+5491155551234",
        profileName: "Ana",
        type: "text",
        body: "llovieron 20 mm",
        at: at.toISOString(),
      }),
    ]);
    const audio = readEvents(
      webhookPayload.parse(
        messagePayload("5491155551234", { kind: "audio", mediaId: "local-x", mimeType: "audio/ogg" }),
      ),
    );
    expect(audio.messages[0]).toMatchObject({ type: "audio", mediaId: "local-x", mediaType: "audio/ogg" });
    const status = readEvents(webhookPayload.parse(statusPayload("wamid.1", "read")));
    expect(status.statuses).toEqual([{ waId: "wamid.1", status: "read", error: null }]);
  });

  it("reads the secret from .dev.vars", () => {
    expect(devVar("JWT_SECRET=a\nWHATSAPP_APP_SECRET=abc123\n", "WHATSAPP_APP_SECRET")).toBe("abc123");
    expect(devVar("JWT_SECRET=a\n", "WHATSAPP_APP_SECRET")).toBeUndefined();
  });
});
