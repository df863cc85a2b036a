// Inbound media (images, audio, video, stickers, documents), kept in R2 (FILES) under a random key. In production the bytes come from the
// Graph API (media id → short-lived URL → download, both with WHATSAPP_TOKEN), after the webhook answered.
// Locally there is no Graph API: the simulator first uploads the file to the signed, local-only
// POST /api/whatsapp/webhook/media, which stores it and answers a media id "local-<uuid>"; the webhook's
// message then names that id and the "download" only looks the object up.
import { eq } from "drizzle-orm";
import type { Env, Runtime } from "../../env";
import { conversationMessages } from "../../db/schema";
import { readJsonBounded, readResponseBounded } from "../../lib/read-bounded";
import type { StoredMedia } from "./webhook-store";

export const GRAPH = "https://graph.facebook.com/v21.0";
/** WhatsApp's own limits: audio 16 MB, images 5 MB; anything larger is not kept. */
export const MEDIA_MAX_BYTES = 16 * 1024 * 1024;

const LOCAL_PREFIX = "local-";
export const mediaKey = (uuid: string) => `whatsapp/${uuid}`;

/** Only a run without the real client takes local uploads (the simulator). */
export const acceptsLocalMedia = (env: Env) => !env.WHATSAPP_TOKEN;

/** Where a simulated audio keeps what the developer says it says (the local recognizer reads it). */
export const LOCAL_TRANSCRIPT_KEY = "transcript";

/** Stores an uploaded file for the simulator, with the developer's statement of what an audio says; its media id. */
export async function storeLocalMedia(
  env: Env,
  bytes: Uint8Array,
  contentType: string,
  transcript: string | null = null,
): Promise<string> {
  const uuid = crypto.randomUUID();
  const customMetadata = transcript ? { [LOCAL_TRANSCRIPT_KEY]: transcript } : undefined;
  await env.FILES.put(mediaKey(uuid), bytes, { httpMetadata: { contentType }, customMetadata });
  return `${LOCAL_PREFIX}${uuid}`;
}

/** Why a download failed, as the thread shows it (kept in the message's `error`). */
export const MEDIA_TOO_LARGE = "El archivo supera los 16 MB: no se guardó.";
export const MEDIA_FAILED = "No se pudo descargar el archivo de WhatsApp.";

/** Graph's JSON answers are small; anything larger is not Graph's. */
export const GRAPH_ANSWER_MAX_BYTES = 64 * 1024;

type Found = { key: string; type: string; size: number } | { error: string };

/**
 * The file is read chunk by chunk and dropped once past MEDIA_MAX_BYTES, whatever its Content-Length
 * says (or without one), so at most the limit is ever held in memory; only a whole file reaches R2.
 */
async function fetchFromGraph(env: Env, mediaId: string): Promise<Found> {
  const auth = { Authorization: `Bearer ${env.WHATSAPP_TOKEN}` };
  const info = await fetch(`${GRAPH}/${encodeURIComponent(mediaId)}`, { headers: auth });
  if (!info.ok) {
    await info.body?.cancel();
    return { error: MEDIA_FAILED };
  }
  const answer = await readJsonBounded<{ url?: string; mime_type?: string }>(info, GRAPH_ANSWER_MAX_BYTES);
  if (!answer?.url) return { error: MEDIA_FAILED };
  const file = await fetch(answer.url, { headers: auth });
  if (!file.ok || !file.body) {
    await file.body?.cancel();
    return { error: MEDIA_FAILED };
  }
  const bytes = await readResponseBounded(file, MEDIA_MAX_BYTES);
  if (!bytes) return { error: MEDIA_TOO_LARGE };
  const key = mediaKey(crypto.randomUUID());
  const type = answer.mime_type ?? file.headers.get("Content-Type") ?? "application/octet-stream";
  await env.FILES.put(key, bytes, { httpMetadata: { contentType: type } });
  return { key, type, size: bytes.byteLength };
}

async function findLocal(env: Env, mediaId: string): Promise<Found> {
  const uuid = mediaId.slice(LOCAL_PREFIX.length);
  if (!/^[0-9a-f-]{36}$/.test(uuid)) return { error: MEDIA_FAILED };
  const head = await env.FILES.head(mediaKey(uuid));
  return head
    ? { key: mediaKey(uuid), type: head.httpMetadata?.contentType ?? "application/octet-stream", size: head.size }
    : { error: MEDIA_FAILED };
}

/**
 * Downloads each message's media (any type: Graph serves every media id alike) and records where it is and
 * its size; a failure leaves the message without media
 * and with its reason in `error`, so the thread says so instead of "descargando..." (never throws).
 */
export async function downloadMedia(rt: Runtime, items: StoredMedia[]): Promise<void> {
  for (const item of items) {
    let found: Found;
    try {
      const local = item.mediaId.startsWith(LOCAL_PREFIX) && acceptsLocalMedia(rt.env);
      found = local ? await findLocal(rt.env, item.mediaId) : await fetchFromGraph(rt.env, item.mediaId);
    } catch (err) {
      console.warn(`[whatsapp] media ${item.mediaId} of message ${item.id} failed`, err);
      found = { error: MEDIA_FAILED };
    }
    if ("error" in found) console.warn(`[whatsapp] media ${item.mediaId} of message ${item.id}: ${found.error}`);
    try {
      await rt.db
        .update(conversationMessages)
        .set(
          "error" in found
            ? { error: found.error }
            : { media_key: found.key, media_type: found.type, media_size: found.size },
        )
        .where(eq(conversationMessages.id, item.id));
    } catch (err) {
      console.warn(`[whatsapp] media ${item.mediaId} of message ${item.id} not recorded`, err);
    }
  }
}
