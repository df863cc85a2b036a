// Inbound images and audio, kept in R2 (FILES) under a random key. In production the bytes come from the
// Graph API (media id → short-lived URL → download, both with WHATSAPP_TOKEN), after the webhook answered.
// Locally there is no Graph API: the simulator first uploads the file to the signed, local-only
// POST /api/whatsapp/webhook/media, which stores it and answers a media id "local-<uuid>"; the webhook's
// message then names that id and the "download" only looks the object up.
import { eq } from "drizzle-orm";
import type { Env, Runtime } from "../../env";
import { conversationMessages } from "../../db/schema";
import type { StoredMedia } from "./webhook-store";

export const GRAPH = "https://graph.facebook.com/v21.0";
/** WhatsApp's own limits: audio 16 MB, images 5 MB; anything larger is not kept. */
export const MEDIA_MAX_BYTES = 16 * 1024 * 1024;

const LOCAL_PREFIX = "local-";
export const mediaKey = (uuid: string) => `whatsapp/${uuid}`;

/** Only a run without the real client takes local uploads (the simulator). */
export const acceptsLocalMedia = (env: Env) => !env.WHATSAPP_TOKEN;

/** Stores an uploaded file for the simulator; its media id. */
export async function storeLocalMedia(env: Env, bytes: Uint8Array, contentType: string): Promise<string> {
  const uuid = crypto.randomUUID();
  await env.FILES.put(mediaKey(uuid), bytes, { httpMetadata: { contentType } });
  return `${LOCAL_PREFIX}${uuid}`;
}

async function fetchFromGraph(env: Env, mediaId: string): Promise<{ key: string; type: string } | null> {
  const auth = { Authorization: `Bearer ${env.WHATSAPP_TOKEN}` };
  const info = await fetch(`${GRAPH}/${encodeURIComponent(mediaId)}`, { headers: auth });
  if (!info.ok) return null;
  const { url, mime_type } = (await info.json()) as { url?: string; mime_type?: string };
  if (!url) return null;
  const file = await fetch(url, { headers: auth });
  const size = Number(file.headers.get("Content-Length") ?? 0);
  if (!file.ok || !file.body || size > MEDIA_MAX_BYTES) return null;
  const key = mediaKey(crypto.randomUUID());
  const type = mime_type ?? file.headers.get("Content-Type") ?? "application/octet-stream";
  await env.FILES.put(key, await file.arrayBuffer(), { httpMetadata: { contentType: type } });
  return { key, type };
}

async function findLocal(env: Env, mediaId: string): Promise<{ key: string; type: string } | null> {
  const uuid = mediaId.slice(LOCAL_PREFIX.length);
  if (!/^[0-9a-f-]{36}$/.test(uuid)) return null;
  const head = await env.FILES.head(mediaKey(uuid));
  return head ? { key: mediaKey(uuid), type: head.httpMetadata?.contentType ?? "application/octet-stream" } : null;
}

/** Downloads each message's media and records where it is; a failure leaves the message without media. */
export async function downloadMedia(rt: Runtime, items: StoredMedia[]): Promise<void> {
  for (const item of items) {
    try {
      const local = item.mediaId.startsWith(LOCAL_PREFIX) && acceptsLocalMedia(rt.env);
      const found = local ? await findLocal(rt.env, item.mediaId) : await fetchFromGraph(rt.env, item.mediaId);
      if (!found) {
        console.warn(`[whatsapp] media ${item.mediaId} of message ${item.id} could not be downloaded`);
        continue;
      }
      await rt.db
        .update(conversationMessages)
        .set({ media_key: found.key, media_type: found.type })
        .where(eq(conversationMessages.id, item.id));
    } catch (err) {
      console.warn(`[whatsapp] media ${item.mediaId} of message ${item.id} failed`, err);
    }
  }
}
