// /api/whatsapp/webhook: Meta's verification handshake (GET) and its signed deliveries (POST). Nothing is
// stored unless the X-Hub-Signature-256 of the exact raw body checks out; the answer is a fast 200 and
// everything else (the live inbox, media downloads and transcriptions, the answers to ranchers, however
// slow the assistant) runs after it (waitUntil). POST /media is the simulator's local media upload
// (wa-media.ts), with the developer's statement of what an audio says in X-Transcript.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../env";
import { ApiError, badRequest, forbidden, unauthorized } from "../../lib/errors";
import { readBounded } from "../../lib/read-bounded";
import { validSignature } from "./wa-signature";
import { readEvents, webhookPayload } from "./webhook-payload";
import { storeDelivery } from "./webhook-store";
import { acceptsLocalMedia, MEDIA_MAX_BYTES, storeLocalMedia } from "./wa-media";
import { afterDelivery } from "./inbox-live";
import { answerRanchers } from "./rancher-inbound";
import { answerVoiceNotes } from "./rancher-voice";
import { storeTemplateReviews } from "./wa-template-review";

/** Meta's deliveries are small JSON documents. */
export const WEBHOOK_MAX_BYTES = 256 * 1024;

const notConfigured = () =>
  new ApiError(503, "WHATSAPP_NOT_CONFIGURED", "WhatsApp no está configurado (falta WHATSAPP_APP_SECRET)");
const tooLarge = () => new ApiError(413, "TOO_LARGE", "El contenido es demasiado grande");

/** What the simulator may upload: WhatsApp's media kinds (documents as application/*). */
const LOCAL_MEDIA_TYPE = /^(audio|image|video|application)\/[\w.+-]+$/;
/** The developer's statement of what a simulated audio says (X-Transcript, URL-encoded). */
export const TRANSCRIPT_MAX = 1000;

function statedTranscript(header: string | undefined): string | null {
  if (!header) return null;
  let text: string;
  try {
    text = decodeURIComponent(header).trim();
  } catch {
    throw badRequest("X-Transcript no es texto URL-encoded válido");
  }
  if (text.length > TRANSCRIPT_MAX) throw badRequest(`X-Transcript tiene como máximo ${TRANSCRIPT_MAX} caracteres`);
  return text || null;
}

/** The raw body, bounded, once its signature is valid; 401 otherwise. */
async function signedBody(c: Context<AppEnv>, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const secret = c.env.WHATSAPP_APP_SECRET;
  if (!secret) throw notConfigured();
  const header = c.req.header("X-Hub-Signature-256");
  if (!header) throw unauthorized("Falta la firma X-Hub-Signature-256", "BAD_SIGNATURE");
  if (!c.req.raw.body) throw unauthorized("Firma inválida", "BAD_SIGNATURE");
  const body = await readBounded(c.req.raw.body, limit);
  if (!body) throw tooLarge();
  if (!(await validSignature(secret, body, header))) throw unauthorized("Firma inválida", "BAD_SIGNATURE");
  return body;
}

export const webhookRoutes = new Hono<AppEnv>()
  .get("/", (c) => {
    const token = c.env.WHATSAPP_VERIFY_TOKEN;
    const mode = c.req.query("hub.mode");
    const challenge = c.req.query("hub.challenge") ?? "";
    if (!token || mode !== "subscribe" || c.req.query("hub.verify_token") !== token) {
      throw forbidden("Verificación de WhatsApp rechazada", "BAD_VERIFY_TOKEN");
    }
    return c.text(challenge, 200);
  })
  .post("/", async (c) => {
    const body = await signedBody(c, WEBHOOK_MAX_BYTES);
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      throw badRequest("El cuerpo no es JSON válido", "INVALID_JSON");
    }
    const parsed = webhookPayload.safeParse(json);
    if (!parsed.success) throw badRequest("El contenido no es una notificación de WhatsApp válida", "BAD_PAYLOAD");
    const events = readEvents(parsed.data);
    const result = await storeDelivery(c.var.db, events);
    await storeTemplateReviews(c.var.rt, events.templates);
    // After the response: the super admins' live inbox, the media downloads and transcriptions, the
    // automatic answers to ranchers (new texts, taps and voice notes only: a retried delivery answers
    // nothing twice), a voice note's once its transcription is stored.
    const rt = c.var.rt;
    const newMedia = new Set(result.media.map((m) => m.mediaId));
    const voiceNotes = events.messages.filter((m) => m.type === "audio" && m.mediaId && newMedia.has(m.mediaId));
    rt.waitUntil(
      afterDelivery(rt, events, result.media).then(() =>
        voiceNotes.length ? answerVoiceNotes(rt, voiceNotes) : undefined,
      ),
    );
    if (result.texts.length) rt.waitUntil(answerRanchers(rt, result.texts));
    return c.json({ ok: true as const, stored: result.stored, stale: result.stale });
  })
  .post("/media", async (c) => {
    if (!acceptsLocalMedia(c.env)) throw forbidden("Solo en desarrollo local", "LOCAL_ONLY");
    const type = c.req.header("Content-Type") ?? "";
    if (!LOCAL_MEDIA_TYPE.test(type))
      throw badRequest("El archivo debe ser un audio, una imagen, un video o un documento");
    const transcript = statedTranscript(c.req.header("X-Transcript"));
    const body = await signedBody(c, MEDIA_MAX_BYTES);
    return c.json({ ok: true as const, id: await storeLocalMedia(c.env, body, type, transcript) });
  });
