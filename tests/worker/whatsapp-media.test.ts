// Conversation media (docs/whatsapp.md): super admins only, the stored content type, and HTTP Range requests
// (first bytes, a middle range, a suffix, past the end → 416); video, stickers (as images) and documents (always
// a download, with the sender's file name safely encoded).
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { conversationMessages, conversations } from "../../worker/db/schema";
import { attachmentHeader, parseRange } from "../../worker/areas/whatsapp/media-routes";
import { signMediaPath } from "../../worker/areas/whatsapp/media-signature";
import type { Env } from "../../worker/env";
import { api, db, makeTeam, makeUser, ORIGIN, type TestUser } from "./fixtures";
import { randomFrom } from "./whatsapp-helpers";

const SIZE = 1000;
const bytes = Uint8Array.from({ length: SIZE }, (_, i) => i % 256);
let audioId: number;
let imageId: number;
let conversationId: number;
let admin: TestUser;

async function get(path: string, token?: string, range?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (range) headers.Range = range;
  return exports.default.fetch(new Request(`${ORIGIN}/api${path}`, { headers }));
}

beforeAll(async () => {
  admin = await makeUser({ superAdmin: true });
  const key = `whatsapp/${crypto.randomUUID()}`;
  await env.FILES.put(key, bytes, { httpMetadata: { contentType: "audio/ogg" } });
  const imageKey = `whatsapp/${crypto.randomUUID()}`;
  await env.FILES.put(imageKey, bytes.slice(0, 10), { httpMetadata: { contentType: "image/jpeg" } });
  const [conv] = await db()
    .insert(conversations)
    .values({ phone: `+${randomFrom()}` })
    .returning();
  const rows = await db()
    .insert(conversationMessages)
    .values([
      { conversation_id: conv!.id, direction: "in", type: "audio", media_key: key, media_type: "audio/ogg" },
      { conversation_id: conv!.id, direction: "in", type: "image", media_key: imageKey, media_type: "image/jpeg" },
    ])
    .returning();
  audioId = rows[0]!.id;
  conversationId = conv!.id;
  imageId = rows[1]!.id;
});

describe("GET /api/audio/:id and /api/image/:id", () => {
  it("refuses everyone but super admins (organization owners included), and bad ids", async () => {
    const { owner, user } = await makeTeam();
    for (const path of [`/audio/${audioId}`, `/image/${imageId}`]) {
      expect((await get(path)).status).toBe(401);
      expect((await get(path, owner.token)).status).toBe(403);
      expect((await get(path, user.token)).status).toBe(403);
    }
    expect((await get("/audio/abc", admin.token)).status).toBe(400);
    expect((await get(`/audio/${imageId}`, admin.token)).status).toBe(404);
    expect((await get("/image/999999", admin.token)).status).toBe(404);
  });

  it("streams the whole file with its content type", async () => {
    const res = await get(`/audio/${audioId}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/ogg");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    const image = await get(`/image/${imageId}`, admin.token);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect((await image.arrayBuffer()).byteLength).toBe(10);
  });

  it("answers ranges with 206: the first bytes, a middle range, an open end and a suffix", async () => {
    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=500-599", 500, 599],
      ["bytes=990-", 990, 999],
      ["bytes=-10", 990, 999],
      ["bytes=900-5000", 900, 999],
    ];
    for (const [range, from, to] of cases) {
      const res = await get(`/audio/${audioId}`, admin.token, range);
      expect(res.status, range).toBe(206);
      expect(res.headers.get("content-range"), range).toBe(`bytes ${from}-${to}/${SIZE}`);
      expect(new Uint8Array(await res.arrayBuffer()), range).toEqual(bytes.slice(from, to + 1));
    }
  });

  it("answers 416 to a range past the end", async () => {
    const res = await get(`/audio/${audioId}`, admin.token, "bytes=1000-1100");
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${SIZE}`);
    expect(parseRange("bytes=5-2", SIZE)).toBe("unsatisfiable");
    expect(parseRange("items=0-1", SIZE)).toBeNull();
  });
});

describe("signed media URLs (for <audio> and <img>, which cannot send the token)", () => {
  const signedUrls = async (token: string) => {
    const res = await api<{ messages: { id: number; media_url: string | null }[] }>(`/conversation/${conversationId}`, {
      token,
    });
    return { status: res.status, urls: (res.body.messages ?? []).map((m) => m.media_url) };
  };

  it("come with the thread for super admins, and stream (Range included) without the token", async () => {
    const { status, urls } = await signedUrls(admin.token);
    expect(status).toBe(200);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^\/api\/(audio|image)\/\d+\?exp=\d+&sig=[0-9a-f]{64}$/);
    const audio = urls.find((u) => u!.startsWith("/api/audio/"))!;
    const whole = await exports.default.fetch(new Request(`${ORIGIN}${audio}`));
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);
    const part = await exports.default.fetch(new Request(`${ORIGIN}${audio}`, { headers: { Range: "bytes=10-19" } }));
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(10, 20));
  });

  it("are refused expired, altered, or moved to another file (403)", async () => {
    const e = env as unknown as Env;
    const expired = await signMediaPath(e, `/api/audio/${audioId}`, Date.now() - 60 * 60 * 1000);
    expect((await exports.default.fetch(new Request(`${ORIGIN}${expired}`))).status).toBe(403);
    const good = await signMediaPath(e, `/api/audio/${audioId}`);
    const altered = good.replace(/sig=(.)/, (_, c: string) => `sig=${c === "0" ? "1" : "0"}`);
    expect((await exports.default.fetch(new Request(`${ORIGIN}${altered}`))).status).toBe(403);
    const later = good.replace(/exp=(\d+)/, (_, n: string) => `exp=${Number(n) + 300}`);
    expect((await exports.default.fetch(new Request(`${ORIGIN}${later}`))).status).toBe(403);
    const moved = good.replace(`/api/audio/${audioId}`, `/api/image/${imageId}`);
    expect((await exports.default.fetch(new Request(`${ORIGIN}${moved}`))).status).toBe(403);
    expect((await exports.default.fetch(new Request(`${ORIGIN}/api/audio/${audioId}?sig=`))).status).toBe(403);
  });

  it("are never handed to owners or plain users", async () => {
    const { owner, user } = await makeTeam();
    for (const who of [owner, user]) expect((await signedUrls(who.token)).status).toBe(403);
  });
});

describe("video, stickers and documents", () => {
  const kinds = { video: 0, sticker: 0, document: 0, nameless: 0 };
  let otherConversation: number;

  beforeAll(async () => {
    const put = async (type: string) => {
      const key = `whatsapp/${crypto.randomUUID()}`;
      await env.FILES.put(key, bytes, { httpMetadata: { contentType: type } });
      return key;
    };
    const [conv] = await db()
      .insert(conversations)
      .values({ phone: `+${randomFrom()}` })
      .returning();
    otherConversation = conv!.id;
    const row = (type: "video" | "sticker" | "document", mime: string, key: string, filename?: string | null) => ({
      conversation_id: conv!.id,
      direction: "in" as const,
      type,
      media_key: key,
      media_type: mime,
      media_size: SIZE,
      details: filename === undefined ? null : { kind: "document" as const, filename },
    });
    const rows = await db()
      .insert(conversationMessages)
      .values([
        row("video", "video/mp4", await put("video/mp4")),
        row("sticker", "image/webp", await put("image/webp")),
        row("document", "application/pdf", await put("application/pdf"), 'Guía "marzo"\r\nSet-Cookie: x=1.pdf'),
        row("document", "application/pdf", await put("application/pdf"), null),
      ])
      .returning();
    const [video, sticker, document, nameless] = rows.map((r) => r.id) as [number, number, number, number];
    Object.assign(kinds, { video, sticker, document, nameless });
  });

  it("refuse everyone but super admins, bad ids and another type's id", async () => {
    const { owner, user } = await makeTeam();
    for (const path of [`/video/${kinds.video}`, `/document/${kinds.document}`, `/image/${kinds.sticker}`]) {
      expect((await get(path)).status, path).toBe(401);
      expect((await get(path, owner.token)).status, path).toBe(403);
      expect((await get(path, user.token)).status, path).toBe(403);
    }
    for (const route of ["video", "document"]) {
      expect((await get(`/${route}/abc`, admin.token)).status).toBe(400);
      expect((await get(`/${route}/999999`, admin.token)).status).toBe(404);
    }
    expect((await get(`/video/${kinds.document}`, admin.token)).status).toBe(404);
    expect((await get(`/document/${kinds.video}`, admin.token)).status).toBe(404);
    expect((await get(`/video/${imageId}`, admin.token)).status).toBe(404);
    expect((await get(`/audio/${kinds.sticker}`, admin.token)).status).toBe(404);
  });

  it("stream a video with Range, and a sticker as an image", async () => {
    const whole = await get(`/video/${kinds.video}`, admin.token);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("content-disposition")).toBeNull();
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);
    const part = await get(`/video/${kinds.video}`, admin.token, "bytes=100-199");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${SIZE}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));
    expect((await get(`/video/${kinds.video}`, admin.token, "bytes=5000-")).status).toBe(416);
    const sticker = await get(`/image/${kinds.sticker}`, admin.token);
    expect(sticker.status).toBe(200);
    expect(sticker.headers.get("content-type")).toBe("image/webp");
  });

  it("download a document with its name, encoded so no name breaks the header", async () => {
    const res = await get(`/document/${kinds.document}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const header = res.headers.get("content-disposition")!;
    expect(header).toBe(
      "attachment; filename=\"Guia _marzo_Set-Cookie: x=1.pdf\"; filename*=UTF-8''Gu%C3%ADa%20%22marzo%22Set-Cookie%3A%20x%3D1.pdf",
    );
    expect(res.headers.get("set-cookie")).toBeNull();
    const ranged = await get(`/document/${kinds.document}`, admin.token, "bytes=0-9");
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-disposition")).toBe(header);
    const nameless = await get(`/document/${kinds.nameless}`, admin.token);
    expect(nameless.headers.get("content-disposition")).toBe(
      "attachment; filename=\"documento\"; filename*=UTF-8''documento",
    );
    expect(attachmentHeader("../../etc/informe (final).pdf")).toBe(
      "attachment; filename=\"informe (final).pdf\"; filename*=UTF-8''informe%20%28final%29.pdf",
    );
  });

  it("come signed with the thread and stream without the token; a signature is for its own route", async () => {
    const thread = await api<{ messages: { id: number; type: string; media_url: string | null }[] }>(
      `/conversation/${otherConversation}`,
      { token: admin.token },
    );
    const urls = new Map(thread.body.messages.map((m) => [m.id, m.media_url!]));
    expect(urls.get(kinds.video)).toMatch(/^\/api\/video\/\d+\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect(urls.get(kinds.sticker)).toMatch(/^\/api\/image\/\d+\?exp=/);
    expect(urls.get(kinds.document)).toMatch(/^\/api\/document\/\d+\?exp=/);
    const video = await exports.default.fetch(
      new Request(`${ORIGIN}${urls.get(kinds.video)}`, { headers: { Range: "bytes=0-9" } }),
    );
    expect(video.status).toBe(206);
    const doc = await exports.default.fetch(new Request(`${ORIGIN}${urls.get(kinds.document)}`));
    expect(doc.status).toBe(200);
    expect(doc.headers.get("content-disposition")).toMatch(/^attachment; /);
    const moved = urls.get(kinds.video)!.replace(`/api/video/${kinds.video}`, `/api/document/${kinds.document}`);
    expect((await exports.default.fetch(new Request(`${ORIGIN}${moved}`))).status).toBe(403);
  });
});
