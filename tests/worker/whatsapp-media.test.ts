// Conversation media (docs/whatsapp.md): super admins only, the stored content type, and HTTP Range requests
// (first bytes, a middle range, a suffix, past the end → 416).
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { conversationMessages, conversations } from "../../worker/db/schema";
import { parseRange } from "../../worker/areas/whatsapp/media-routes";
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
