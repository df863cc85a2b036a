// `npm run whatsapp:simulate -- --from +5491155551234 --text "llovieron 20 mm"` (or --audio FILE, --image FILE,
// --status WAMID:delivered): posts a webhook delivery in Meta's JSON shape, signed with WHATSAPP_APP_SECRET
// from .dev.vars like Meta signs it, to the local worker (--url, default http://localhost:8787). A file is
// first uploaded to the local-only POST /api/whatsapp/webhook/media, whose answer is the media id the
// message names (worker/areas/whatsapp/wa-media.ts); no Meta account and no network needed. --wait prints
// the automatic answers (a rancher's assistant) the worker stores after its response, from the local D1.
import { createHmac, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { extname } from "node:path";
import { flag, isMain } from "./wrangler";
import { waitForReplies } from "./whatsapp-replies";

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
};

export const sign = (secret: string, body: string | Buffer) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** The value of `name` in a .dev.vars text (KEY=value lines). */
export function devVar(text: string, name: string): string | undefined {
  return new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1]?.trim() || undefined;
}

export type SimulatedMessage =
  { kind: "text"; text: string } | { kind: "audio" | "image"; mediaId: string; mimeType: string; caption?: string };

const envelope = (value: Record<string, unknown>) => ({
  object: "whatsapp_business_account",
  entry: [{ id: "local", changes: [{ field: "messages", value: { messaging_product: "whatsapp", ...value } }] }],
});

/** A delivery of one inbound message from `from` (E.164 or digits), as Meta sends it. */
export function messagePayload(from: string, message: SimulatedMessage, name = "Simulador", at = new Date()) {
  const waId = from.replace(/\D/g, "");
  const base = {
    from: waId,
    id: `wamid.local.${randomBytes(12).toString("hex")}`,
    timestamp: String(Math.floor(at.getTime() / 1000)),
    type: message.kind,
  };
  const body =
    message.kind === "text"
      ? { text: { body: message.text } }
      : {
          [message.kind]: {
            id: message.mediaId,
            mime_type: message.mimeType,
            ...(message.caption ? { caption: message.caption } : {}),
          },
        };
  return envelope({ contacts: [{ wa_id: waId, profile: { name } }], messages: [{ ...base, ...body }] });
}

/** A status delivery (sent, delivered, read, failed) about an outbound message. */
export const statusPayload = (waMessageId: string, status: string, at = new Date()) =>
  envelope({ statuses: [{ id: waMessageId, status, timestamp: String(Math.floor(at.getTime() / 1000)) }] });

/** POSTs `body` signed like Meta signs it; the JSON answer (throws on an error status). */
export async function post(url: string, secret: string, body: string | Buffer, contentType: string) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": contentType, "X-Hub-Signature-256": sign(secret, body) },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} respondió ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

async function main() {
  const base = (flag("url") ?? "http://localhost:8787").replace(/\/$/, "");
  const vars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  const secret = process.env.WHATSAPP_APP_SECRET ?? devVar(vars, "WHATSAPP_APP_SECRET");
  if (!secret) throw new Error("Falta WHATSAPP_APP_SECRET en .dev.vars: corré `npm start` una vez para crearlo");
  const webhook = `${base}/api/whatsapp/webhook`;
  const status = flag("status");
  let payload: unknown;
  if (status) {
    const [id, value = "delivered"] = status.split(":");
    payload = statusPayload(id!, value);
  } else {
    const from = flag("from");
    if (!from || !/^\+?\d{8,15}$/.test(from))
      throw new Error("Indicá --from con un número, por ejemplo +5491155551234");
    const file = flag("audio") ?? flag("image");
    let message: SimulatedMessage;
    if (file) {
      const kind = flag("audio") ? "audio" : "image";
      const mimeType = TYPES[extname(file).toLowerCase()];
      if (!mimeType?.startsWith(kind)) throw new Error(`No reconozco el tipo de ${file} como ${kind}`);
      const upload = await post(`${webhook}/media`, secret, readFileSync(file), mimeType);
      message = { kind, mediaId: String(upload.id), mimeType, caption: flag("text") };
    } else {
      message = { kind: "text", text: flag("text") ?? "Hola" };
    }
    payload = messagePayload(from, message, flag("name"));
  }
  const since = new Date().toISOString();
  const answer = await post(webhook, secret, JSON.stringify(payload), "application/json");
  console.log(`Entregado a ${webhook}: ${JSON.stringify(answer)}`);
  const from = flag("from");
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
