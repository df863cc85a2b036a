// Media downloads from Graph stop at the size limit even when the file's response declares no
// Content-Length: the body is read chunk by chunk and cancelled once past the limit, nothing reaches R2,
// and the message records a clear failure instead of staying "descargando..." (never a throw). Graph's
// JSON answers (the media's URL, a send's message id) are bounded the same way.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { conversationMessages, conversations } from "../../worker/db/schema";
import type { Env, Runtime } from "../../worker/env";
import { downloadMedia, GRAPH_ANSWER_MAX_BYTES, MEDIA_MAX_BYTES } from "../../worker/areas/whatsapp/wa-media";
import { reply } from "../../worker/areas/whatsapp/conversation-reply";
import { db, makeUser } from "./fixtures";
import { deliver, inboundPayload, randomFrom } from "./whatsapp-helpers";

const graphEnv = { ...(env as unknown as Env), WHATSAPP_TOKEN: "tok", WHATSAPP_PHONE_ID: "123" };
const rt = (): Runtime => ({ db: db(), env: graphEnv, origin: "http://tropero.test", waitUntil: () => undefined });

const CHUNK = 1024 * 1024;
const TOO_LARGE = "El archivo supera los 16 MB: no se guardó.";

/** A body of `chunks` chunks (1 MiB each unless told), produced one per pull, that counts the pulls. */
function countedBody(chunks: number, size = CHUNK) {
  const counter = { pulls: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        counter.pulls++;
        if (counter.pulls > chunks) controller.close();
        else controller.enqueue(new Uint8Array(size).fill(32));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

/** Graph: the media id's JSON, then the file as `file()` answers it. */
function fakeGraph(mediaId: string, file: () => Response) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === `https://graph.facebook.com/v21.0/${mediaId}`)
      return Response.json({ url: `https://lookaside.example/${mediaId}`, mime_type: "audio/ogg" });
    return file();
  });
}

async function audioMessage(mediaId: string) {
  const from = randomFrom();
  await deliver(inboundPayload({ from }));
  const [conv] = await db()
    .select()
    .from(conversations)
    .where(eq(conversations.phone, `+${from}`));
  const [row] = await db()
    .insert(conversationMessages)
    .values({ conversation_id: conv!.id, direction: "in", type: "audio", media_id: mediaId })
    .returning();
  return row!;
}

const stored = async (id: number) =>
  (await db().select().from(conversationMessages).where(eq(conversationMessages.id, id)))[0]!;
const r2Keys = async () => (await env.FILES.list({ prefix: "whatsapp/" })).objects.map((o) => o.key).sort();

afterEach(() => vi.restoreAllMocks());

describe("WhatsApp media downloads past the size limit", () => {
  it("a body without Content-Length larger than the limit: reading stops early, nothing stored, a clear failure", async () => {
    const chunks = MEDIA_MAX_BYTES / CHUNK + 24; // 40 MiB
    const { stream, counter } = countedBody(chunks);
    const row = await audioMessage("media-endless");
    const fetchSpy = fakeGraph("media-endless", () => {
      const res = new Response(stream, { headers: { "Content-Type": "audio/ogg" } });
      expect(res.headers.get("Content-Length")).toBeNull();
      return res;
    });
    const before = await r2Keys();
    await expect(downloadMedia(rt(), [{ id: row.id, mediaId: "media-endless" }])).resolves.toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    // 16 MiB fit in 16 chunks: the 17th passes the limit and the read is cancelled (a little slack for
    // whatever the runtime pulls ahead), far from the 40 on offer.
    expect(counter.pulls).toBeGreaterThan(MEDIA_MAX_BYTES / CHUNK);
    expect(counter.pulls).toBeLessThanOrEqual(MEDIA_MAX_BYTES / CHUNK + 3);
    expect(await r2Keys()).toEqual(before);
    expect(await stored(row.id)).toMatchObject({ media_key: null, error: TOO_LARGE });
  });

  it("a declared Content-Length over the limit is refused before reading the body", async () => {
    const { stream, counter } = countedBody(40);
    const row = await audioMessage("media-declared");
    fakeGraph(
      "media-declared",
      () => new Response(stream, { headers: { "Content-Length": String(MEDIA_MAX_BYTES + 1) } }),
    );
    const before = await r2Keys();
    await downloadMedia(rt(), [{ id: row.id, mediaId: "media-declared" }]);
    expect(counter.pulls).toBeLessThanOrEqual(1);
    expect(await r2Keys()).toEqual(before);
    expect(await stored(row.id)).toMatchObject({ media_key: null, error: TOO_LARGE });
  });

  it("a small body without Content-Length is stored whole", async () => {
    const { stream } = countedBody(2);
    const row = await audioMessage("media-small");
    fakeGraph("media-small", () => new Response(stream));
    await downloadMedia(rt(), [{ id: row.id, mediaId: "media-small" }]);
    const saved = await stored(row.id);
    expect(saved).toMatchObject({ media_type: "audio/ogg", error: null });
    const object = await env.FILES.get(saved.media_key!);
    expect((await object!.arrayBuffer()).byteLength).toBe(2 * CHUNK);
  });

  it("Graph failing records a clear failure, not a throw", async () => {
    const row = await audioMessage("media-gone");
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ error: {} }, { status: 404 }));
    await downloadMedia(rt(), [{ id: row.id, mediaId: "media-gone" }]);
    expect(await stored(row.id)).toMatchObject({
      media_key: null,
      error: "No se pudo descargar el archivo de WhatsApp.",
    });
  });

  it("a send's answer from Graph larger than its bound is dropped early: the reply is a failure, not a hang", async () => {
    const admin = await makeUser({ superAdmin: true });
    const from = randomFrom();
    await deliver(inboundPayload({ from }));
    const [conv] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.phone, `+${from}`));
    const chunk = 16 * 1024;
    const { stream, counter } = countedBody(1000, chunk); // 16 MB of spaces, never valid JSON past the bound
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response(stream));
    const message = await reply(rt(), admin.id, conv!.id, { text: "Hola" });
    expect(message).toMatchObject({ type: "error", status: "failed" });
    expect(counter.pulls).toBeLessThanOrEqual(GRAPH_ANSWER_MAX_BYTES / chunk + 3);
  });
});
