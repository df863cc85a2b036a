// /api/whatsapp/webhook: Meta's verification handshake (GET) and its signed deliveries (POST). Nothing is
// stored unless the X-Hub-Signature-256 of the exact raw body checks out; the answer is a fast 200 and the
// media downloads run after it (waitUntil). POST /media is the simulator's local media upload (wa-media.ts).
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
import { storeTemplateReviews } from "./wa-template-review";

/** Meta's deliveries are small JSON documents. */
export const WEBHOOK_MAX_BYTES = 256 * 1024;

const notConfigured = () =>
  new ApiError(503, "WHATSAPP_NOT_CONFIGURED", "WhatsApp no está configurado (falta WHATSAPP_APP_SECRET)");
const tooLarge = () => new ApiError(413, "TOO_LARGE", "El contenido es demasiado grande");

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
    // automatic answers to ranchers (new texts only: a retried delivery answers nothing twice).
    c.var.rt.waitUntil(afterDelivery(c.var.rt, events, result.media));
    if (result.texts.length) c.var.rt.waitUntil(answerRanchers(c.var.rt, result.texts));
    return c.json({ ok: true as const, stored: result.stored, stale: result.stale });
  })
  .post("/media", async (c) => {
    if (!acceptsLocalMedia(c.env)) throw forbidden("Solo en desarrollo local", "LOCAL_ONLY");
    const type = c.req.header("Content-Type") ?? "";
    if (!/^(audio|image)\/[\w.+-]+$/.test(type)) throw badRequest("El archivo debe ser un audio o una imagen");
    const body = await signedBody(c, MEDIA_MAX_BYTES);
    return c.json({ ok: true as const, id: await storeLocalMedia(c.env, body, type) });
  });
