// The super admins' live room (docs/whatsapp.md): only super admins get through the door, and a signed webhook
// delivery, its media, a status and a reply reach their sockets; transcription runs only with a recognizer.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversationMessages, conversations } from "../../worker/db/schema";
import { SOCKET_CLOSE, SUPER_ADMIN_ROOM, type SocketMessageOf } from "../../worker/shared/socket-messages";
import {
  localSpeech,
  recognizerFor,
  speechToText,
  transcribeAudio,
  WHISPER_MODEL,
  workersAiSpeech,
} from "../../worker/areas/whatsapp/transcription";
import type { Env } from "../../worker/env";
import { api, db, makeTeam, makeUser } from "./fixtures";
import { libRuntime, openSocket, waitFor } from "./live-helpers";
import { deliver, inboundPayload, randomFrom, statusPayload } from "./whatsapp-helpers";

type Arrived = SocketMessageOf<"conversation-message">;

describe("the super_admin room", () => {
  it("refuses owners, plain users and bad tokens; lets super admins in", async () => {
    const { owner, user } = await makeTeam();
    for (const who of [owner, user]) {
      const { socket, response } = await openSocket(SUPER_ADMIN_ROOM, who.token);
      expect(socket).toBeUndefined();
      expect(response.status).toBe(403);
    }
    expect((await openSocket(SUPER_ADMIN_ROOM, "nope")).response.status).toBe(401);
    expect((await openSocket(SUPER_ADMIN_ROOM, undefined)).response.status).toBe(401);
    const admin = await makeUser({ superAdmin: true });
    expect((await openSocket(SUPER_ADMIN_ROOM, admin.token, { origin: "https://evil.example" })).response.status).toBe(
      403,
    );
    const { socket, response } = await openSocket(SUPER_ADMIN_ROOM, admin.token);
    expect(response.status).toBe(101);
    socket!.ws.close(1000, "bye");
  });

  it("delivers an inbound message after a signed webhook POST, a status and a reply", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { socket } = await openSocket(SUPER_ADMIN_ROOM, admin.token);
    const from = randomFrom();
    expect((await deliver(inboundPayload({ from, text: "¿Cuántas vacas hay?", name: "Doña Rosa" }))).status).toBe(200);
    const inbound = () =>
      socket!.messages.find(
        (m): m is Arrived => m.action === "conversation-message" && m.conversation.phone === `+${from}`,
      );
    await waitFor(() => !!inbound(), 3_000, "the inbound message");
    expect(inbound()).toMatchObject({
      conversation: { profile_name: "Doña Rosa", unread_count: 1 },
      message: { direction: "in", type: "text", body: "¿Cuántas vacas hay?" },
    });

    const conversationId = inbound()!.conversation.id;
    const sent = await api(`/conversation/${conversationId}/messages`, {
      token: admin.token,
      method: "POST",
      body: { text: "Hay 120" },
    });
    expect(sent.status).toBe(201);
    await waitFor(
      () => socket!.messages.some((m) => m.action === "conversation-message" && m.message.body === "Hay 120"),
      3_000,
      "the reply",
    );

    // A status for an outbound message Meta accepted.
    const wamid = `wamid.live${Date.now()}`;
    const [out] = await db()
      .insert(conversationMessages)
      .values({ conversation_id: conversationId, direction: "out", type: "text", body: "x", wa_message_id: wamid })
      .returning();
    await deliver(statusPayload(wamid, "delivered"));
    await waitFor(
      () =>
        socket!.messages.some(
          (m) => m.action === "conversation-status" && m.message.id === out!.id && m.message.status === "delivered",
        ),
      3_000,
      "the status",
    );
    socket!.ws.close(1000, "bye");
  });
});

describe("the super_admin room when a session ends", () => {
  it("closes the logged-out session's socket", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { socket } = await openSocket(SUPER_ADMIN_ROOM, admin.token);
    expect((await api("/auth/log-out", { method: "POST", token: admin.token })).status).toBe(200);
    expect((await socket!.closed).code).toBe(SOCKET_CLOSE.sessionEnded);
  });
});

describe("transcription", () => {
  async function audioMessage() {
    const key = `whatsapp/${crypto.randomUUID()}`;
    await env.FILES.put(key, new Uint8Array([1, 2, 3]), { httpMetadata: { contentType: "audio/ogg" } });
    const [conv] = await db()
      .insert(conversations)
      .values({ phone: `+${randomFrom()}` })
      .returning();
    const [m] = await db()
      .insert(conversationMessages)
      .values({ conversation_id: conv!.id, direction: "in", type: "audio", media_key: key, media_type: "audio/ogg" })
      .returning();
    return m!.id;
  }
  const transcriptionOf = async (id: number) =>
    (await db().select().from(conversationMessages).where(eq(conversationMessages.id, id)))[0]!.transcription;

  it("invents nothing without a recognizer (no AI binding locally)", async () => {
    const id = await audioMessage();
    expect(await transcribeAudio(libRuntime(), [id])).toEqual([]);
    expect(await transcriptionOf(id)).toBeNull();
  });

  it("stores what the recognizer heard, and skips an audio it could not read", async () => {
    const [heard, silent] = [await audioMessage(), await audioMessage()];
    let calls = 0;
    const stt = { transcribe: async (audio: Uint8Array) => (++calls === 1 ? `llovieron ${audio.length} mm` : null) };
    expect(await transcribeAudio(libRuntime(), [heard, silent], stt)).toEqual([heard]);
    expect(await transcriptionOf(heard)).toBe("llovieron 3 mm");
    expect(await transcriptionOf(silent)).toBeNull();
  });

  it("asks Workers AI's Whisper in Spanish with the audio in base64, only when the binding exists", async () => {
    expect(speechToText(env as unknown as Env)).toBeNull();
    // Locally (no AI, local uploads accepted) audio goes through the simulator's recognizer; with the real
    // client and no AI, through none.
    expect(recognizerFor(env as unknown as Env)).toBe(localSpeech);
    expect(recognizerFor({ ...(env as unknown as Env), WHATSAPP_TOKEN: "t" })).toBeNull();
    const calls: unknown[][] = [];
    const ai = {
      run: async (...args: unknown[]) => {
        calls.push(args);
        return { text: "  llovieron veinte  " };
      },
    };
    expect(speechToText({ ...(env as unknown as Env), AI: ai as unknown as Ai })).not.toBeNull();
    expect(await workersAiSpeech(ai).transcribe(new Uint8Array([1, 2, 3]))).toBe("llovieron veinte");
    expect(calls).toEqual([[WHISPER_MODEL, { audio: "AQID", language: "es", task: "transcribe" }]]);
  });
});
