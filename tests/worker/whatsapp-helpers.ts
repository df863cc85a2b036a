// Signed WhatsApp webhook deliveries in Meta's JSON shape, for tests/worker/whatsapp-*.test.ts.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { signBody } from "../../worker/areas/whatsapp/wa-signature";
import type { Env } from "../../worker/env";
import { ORIGIN } from "./fixtures";

/** The test values vitest.worker.config.ts binds (Env declares them optional: production may lack them). */
export const APP_SECRET = (env as unknown as Env).WHATSAPP_APP_SECRET!;
export const VERIFY_TOKEN = (env as unknown as Env).WHATSAPP_VERIFY_TOKEN!;

let counter = 0;
export const waId = () => `wamid.test${Date.now()}${++counter}`;
export const nowSeconds = (offsetMs = 0) => String(Math.floor((Date.now() + offsetMs) / 1000));
/** A random Argentine mobile in Meta's form (digits, no +). */
export const randomFrom = () => `54911${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

export interface InboundOpts {
  from: string;
  id?: string;
  text?: string;
  type?: string;
  audio?: { id: string; mime_type: string };
  image?: { id: string; mime_type: string; caption?: string };
  timestamp?: string;
  name?: string;
}

export function inboundPayload(o: InboundOpts) {
  const type = o.type ?? (o.audio ? "audio" : o.image ? "image" : "text");
  const fields = {
    ...(type === "text" ? { text: { body: o.text ?? "Hola" } } : {}),
    ...(o.audio ? { audio: o.audio } : {}),
    ...(o.image ? { image: o.image } : {}),
  };
  return deliveryOf(messagesEntry(o.from, [metaMessage(o.from, type, fields, o)], o.name));
}

export function statusPayload(id: string, status: string, errors?: unknown[]) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "1",
        changes: [
          {
            field: "messages",
            value: {
              statuses: [
                { id, status, timestamp: nowSeconds(), recipient_id: "5491100000000", ...(errors ? { errors } : {}) },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** POSTs `payload` to the webhook; signed with the test secret unless `signature` says otherwise. */
export async function deliver(payload: unknown, opts: { signature?: string | null; body?: string } = {}) {
  const text = opts.body ?? JSON.stringify(payload);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const signature = opts.signature === undefined ? await signBody(APP_SECRET, JSON.stringify(payload)) : opts.signature;
  if (signature !== null) headers["X-Hub-Signature-256"] = signature;
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}/api/whatsapp/webhook`, { method: "POST", headers, body: text }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** One message in Meta's shape: `fields` holds the type's own object ({ location: {...} }, { errors: [...] }...). */
export function metaMessage(
  from: string,
  type: string,
  fields: Record<string, unknown> = {},
  o: { id?: string; timestamp?: string } = {},
) {
  return { from, id: o.id ?? waId(), timestamp: o.timestamp ?? nowSeconds(), type, ...fields };
}

/** One entry of a delivery: a contact's messages as Meta sends them. */
export function messagesEntry(from: string, messages: object[], name = "Don Pedro") {
  return {
    id: "1",
    changes: [
      {
        field: "messages",
        value: {
          messaging_product: "whatsapp",
          metadata: { display_phone_number: "5491100000000", phone_number_id: "1" },
          contacts: [{ wa_id: from, profile: { name } }],
          messages,
        },
      },
    ],
  };
}

/** A delivery of one or more entries. */
export const deliveryOf = (...entries: object[]) => ({ object: "whatsapp_business_account", entry: entries });

/** Stores `bytes` as the simulator's upload would, for a message to name (the local "download" finds it). */
export async function localMedia(bytes: Uint8Array, contentType: string): Promise<string> {
  const uuid = crypto.randomUUID();
  await env.FILES.put(`whatsapp/${uuid}`, bytes, { httpMetadata: { contentType } });
  return `local-${uuid}`;
}
