// `npm run whatsapp:simulate -- --from +5491155551234 --text "llovieron 20 mm"` (docs/whatsapp.md has every
// flag): posts a webhook delivery in Meta's JSON shape, signed with WHATSAPP_APP_SECRET from .dev.vars like
// Meta signs it, to the local worker (--url, default http://localhost:8787). A file is first uploaded to the
// local-only POST /api/whatsapp/webhook/media, whose answer is the media id the message names
// (worker/areas/whatsapp/wa-media.ts); an audio's --says travels with it as the developer's statement of
// what it says (the local recognizer repeats it). No Meta account and no network needed. --wait prints the
// automatic answers (a rancher's assistant) the worker stores after its response, from the local D1.
import { createHmac } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { extname } from "node:path";
import { flag, isMain } from "./wrangler";
import { lastButtons, lastWaMessageId, waitForReplies } from "./whatsapp-replies";
import {
  messagePayload,
  parseContact,
  parseLocation,
  parseReaction,
  parseTemplateStatus,
  statusPayload,
  templateStatusPayload,
  type MediaKind,
  type SimulatedMessage,
} from "./whatsapp-sim-payloads";

export { messagePayload, statusPayload } from "./whatsapp-sim-payloads";

const TYPES: Record<string, string> = {
  ".ogg": "audio/ogg",
  ".opus": "audio/ogg",
  ".mp3": "audio/mpeg",
  ".m4a": "audio/mp4",
  ".aac": "audio/aac",
  ".wav": "audio/wav",
  ".amr": "audio/amr",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".mp4": "video/mp4",
  ".3gp": "video/3gpp",
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".zip": "application/zip",
};

/** A 1×1 picture and sticker, for --image / --sticker without a file. */
const SAMPLES: Partial<Record<MediaKind, { bytes: Buffer; type: string }>> = {
  image: {
    type: "image/png",
    bytes: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    ),
  },
  sticker: { type: "image/webp", bytes: Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64") },
};

/** The longest --says the worker keeps (webhook-routes.ts TRANSCRIPT_MAX). */
const SAYS_MAX = 1000;

export const sign = (secret: string, body: string | Buffer) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** The value of `name` in a .dev.vars text (KEY=value lines). */
export function devVar(text: string, name: string): string | undefined {
  return new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1]?.trim() || undefined;
}

/** The content type a file is uploaded as for `kind`; documents of any other extension as octet-stream. */
export function mediaType(kind: MediaKind, file: string): string {
  const type = TYPES[extname(file).toLowerCase()];
  if (kind === "document") return type?.startsWith("application/") ? type : "application/octet-stream";
  const expected = kind === "sticker" ? "image/webp" : kind;
  if (!type?.startsWith(expected)) throw new Error(`No reconozco el tipo de ${file} como ${kind}`);
  return type;
}

/** The headers of the local upload: its type, Meta-like signature and, for an audio, what it says. */
export function uploadHeaders(secret: string, bytes: Buffer, type: string, says?: string): Record<string, string> {
  if (says !== undefined && says.length > SAYS_MAX) throw new Error(`--says tiene como máximo ${SAYS_MAX} caracteres`);
  return {
    "Content-Type": type,
    "X-Hub-Signature-256": sign(secret, bytes),
    ...(says ? { "X-Transcript": encodeURIComponent(says) } : {}),
  };
}

/** POSTs `body` with `headers`; the JSON answer (throws on an error status). */
async function postWith(url: string, headers: Record<string, string>, body: string | Buffer) {
  const res = await fetch(url, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} respondió ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** POSTs `body` signed like Meta signs it; the JSON answer (throws on an error status). */
export const post = (url: string, secret: string, body: string | Buffer, contentType: string) =>
  postWith(url, { "Content-Type": contentType, "X-Hub-Signature-256": sign(secret, body) }, body);

/** The value of a flag that may come without one (`--image` alone): undefined when absent, "" when bare. */
function optionalFlag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const next = process.argv[i + 1];
  return next && !next.startsWith("--") ? next : "";
}

const MEDIA_KINDS: MediaKind[] = ["audio", "image", "video", "sticker", "document"];

async function uploaded(webhook: string, secret: string, kind: MediaKind, file: string): Promise<SimulatedMessage> {
  const sample = file ? null : SAMPLES[kind];
  if (!file && !sample) throw new Error(`Indicá el archivo: --${kind} ARCHIVO`);
  const type = sample?.type ?? mediaType(kind, file);
  const bytes = sample?.bytes ?? readFileSync(file);
  const says = kind === "audio" ? flag("says") : undefined;
  const upload = await postWith(`${webhook}/media`, uploadHeaders(secret, bytes, type, says), bytes);
  const filename = kind === "document" ? file.split(/[\\/]/).pop() : undefined;
  return { kind, mediaId: String(upload.id), mimeType: type, caption: flag("text"), filename };
}

/** The message the command line asks for, from `phone`. */
async function messageFor(webhook: string, secret: string, phone: string): Promise<SimulatedMessage> {
  const persist = flag("persist-to");
  for (const kind of MEDIA_KINDS) {
    const file = optionalFlag(kind);
    if (file !== undefined) return uploaded(webhook, secret, kind, file);
  }
  const location = flag("location");
  if (location) return parseLocation(location);
  const contact = flag("contact");
  if (contact) return parseContact(contact);
  const reaction = flag("reaction");
  if (reaction) {
    const { messageId, emoji } = parseReaction(reaction);
    const target = messageId ?? lastWaMessageId(phone, persist);
    if (!target) throw new Error("No hay ningún mensaje al que reaccionar: indicá --reaction wamid:👍");
    return { kind: "reaction", messageId: target, emoji };
  }
  const tap = flag("tap");
  if (tap) {
    if (tap !== "yes" && tap !== "no") throw new Error("--tap es yes o no");
    const buttons = lastButtons(phone, persist);
    const button = buttons[tap === "yes" ? 0 : 1];
    if (!button) throw new Error(`No hay ningún mensaje con botones para ${phone}`);
    return { kind: "tap", id: button.id, title: button.title };
  }
  const button = flag("button");
  if (button) return { kind: "button", text: button };
  if (process.argv.includes("--unknown")) return { kind: "unknown" };
  return { kind: "text", text: flag("text") ?? "Hola" };
}

async function main() {
  const base = (flag("url") ?? "http://localhost:8787").replace(/\/$/, "");
  const vars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  const secret = process.env.WHATSAPP_APP_SECRET ?? devVar(vars, "WHATSAPP_APP_SECRET");
  if (!secret) throw new Error("Falta WHATSAPP_APP_SECRET en .dev.vars: corré `npm start` una vez para crearlo");
  const webhook = `${base}/api/whatsapp/webhook`;
  const status = flag("status");
  const review = flag("template-status");
  const from = flag("from");
  let payload: unknown;
  if (status) {
    const [id, value = "delivered"] = status.split(":");
    payload = statusPayload(id!, value);
  } else if (review) {
    const { name, event, reason } = parseTemplateStatus(review);
    payload = templateStatusPayload(name, event, reason, flag("language"));
  } else {
    if (!from || !/^\+?\d{8,15}$/.test(from))
      throw new Error("Indicá --from con un número, por ejemplo +5491155551234");
    const phone = `+${from.replace(/\D/g, "")}`;
    payload = messagePayload(from, await messageFor(webhook, secret, phone), flag("name"));
  }
  const since = new Date().toISOString();
  const answer = await post(webhook, secret, JSON.stringify(payload), "application/json");
  console.log(`Entregado a ${webhook}: ${JSON.stringify(answer)}`);
  if (process.argv.includes("--wait") && from) {
    const phone = `+${from.replace(/\D/g, "")}`;
    const replies = await waitForReplies(phone, since, 20_000, flag("persist-to"));
    if (!replies.length) console.log("Sin respuesta automática (en 20 s).");
    for (const r of replies) console.log(`\nRespuesta:\n${r.body}`);
  }
}

if (isMain(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
