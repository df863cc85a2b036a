// Meta's webhook JSON (entry[].changes[].value.{contacts, messages, statuses}) read into flat events, and
// the template reviews (field message_template_status_update). Every message type of Meta's reference is
// kept as what it is (docs/whatsapp.md); unknown fields are ignored; a type Meta itself could not read, or
// one newer than this code, is kept as "unsupported" with Meta's type name and error.
import * as z from "../../shared/zod";
import type { WaMessageType } from "../../db/schema-whatsapp";
import type { MessageDetails } from "../../shared/whatsapp-schemas";

const media = z.object({ id: z.string().max(200), mime_type: z.string().max(100).optional() });
const captioned = media.extend({ caption: z.string().max(2048).optional() });
const reply = z.object({ id: z.string().max(256).optional(), title: z.string().max(256).optional() });
const metaError = z.object({
  code: z.number().optional(),
  title: z.string().max(500).optional(),
  message: z.string().max(500).optional(),
  error_data: z.object({ details: z.string().max(1000).optional() }).optional(),
});
const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max);

// Each type's fields as Meta's webhook reference gives them; a field we cannot read makes the type unread
// (kept as "unsupported" with Meta's type name) instead of refusing the whole delivery.
const message = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  id: z.string().min(1).max(200),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(40),
  text: z
    .object({ body: z.string().max(8192) })
    .optional()
    .catch(undefined),
  image: captioned.optional().catch(undefined),
  audio: media.optional().catch(undefined),
  video: captioned.optional().catch(undefined),
  sticker: media.optional().catch(undefined),
  document: captioned
    .extend({ filename: z.string().max(512).optional() })
    .optional()
    .catch(undefined),
  location: z
    .object({
      latitude: coordinate(-90, 90),
      longitude: coordinate(-180, 180),
      name: z.string().max(500).optional(),
      address: z.string().max(1000).optional(),
    })
    .optional()
    .catch(undefined),
  contacts: z
    .array(
      z.object({
        name: z
          .object({ formatted_name: z.string().max(500).optional() })
          .partial()
          .optional(),
        phones: z
          .array(z.object({ phone: z.string().max(50).optional() }))
          .max(20)
          .optional(),
      }),
    )
    .max(20)
    .optional()
    .catch(undefined),
  reaction: z
    .object({ message_id: z.string().min(1).max(200), emoji: z.string().max(40).optional() })
    .optional()
    .catch(undefined),
  interactive: z
    .object({ type: z.string().max(40), button_reply: reply.optional(), list_reply: reply.optional() })
    .optional()
    .catch(undefined),
  button: z
    .object({ payload: z.string().max(1000).optional(), text: z.string().max(1000).optional() })
    .optional()
    .catch(undefined),
  system: z
    .object({ body: z.string().max(2000).optional(), type: z.string().max(100).optional() })
    .optional()
    .catch(undefined),
  order: z
    .object({ text: z.string().max(2000).optional(), product_items: z.array(z.unknown()).max(1000).optional() })
    .optional()
    .catch(undefined),
  errors: z.array(metaError).max(10).optional().catch(undefined),
});

const status = z.object({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  timestamp: z.string().regex(/^\d{1,12}$/),
  errors: z.array(metaError).max(10).optional(),
});

const value = z.object({
  contacts: z
    .array(z.object({ wa_id: z.string().max(20), profile: z.object({ name: z.string().max(200) }).optional() }))
    .max(100)
    .optional(),
  messages: z.array(message).max(100).optional(),
  statuses: z.array(status).max(100).optional(),
  // message_template_status_update: { event: "APPROVED", message_template_name, message_template_language }.
  event: z.string().max(40).optional(),
  message_template_name: z.string().max(512).optional(),
  message_template_language: z.string().max(20).optional(),
  /** Why Meta rejected or paused it ("INVALID_FORMAT", "NONE"...); a pause explains itself in other_info. */
  reason: z.string().max(200).nullish(),
  other_info: z
    .object({ title: z.string().max(500).optional(), description: z.string().max(1000).optional() })
    .optional()
    .catch(undefined),
});

export const webhookPayload = z.object({
  object: z.string().optional(),
  entry: z.array(z.object({ changes: z.array(z.object({ field: z.string().optional(), value })).max(50) })).max(50),
});

export interface InboundMessage {
  waId: string;
  phone: string;
  profileName: string;
  type: Exclude<WaMessageType, "error" | "template" | "error_template" | "error_audio">;
  /** The readable text: a text's body, a caption, a location's name, a button's title... */
  body: string;
  mediaId: string | null;
  mediaType: string | null;
  details: MessageDetails | null;
  /** Meta's own error for a message it could not read (type "unsupported"), "(#code) title details". */
  error: string | null;
  /** ISO time Meta gives for the message. */
  at: string;
}

/** A contact's reaction: set (emoji) or removed (null) on the message it names. */
export interface Reaction {
  waId: string;
  phone: string;
  targetWaId: string;
  emoji: string | null;
  at: string;
}

/** Meta's review of a template: its new status word (APPROVED, REJECTED, PAUSED...) and why. */
export interface TemplateReview {
  name: string;
  language: string;
  event: string;
  /** Meta's reason, "NONE" dropped; a pause's title and description. */
  reason: string | null;
}

export type DeliveryStatus = "sent" | "delivered" | "read" | "failed";

export interface StatusUpdate {
  waId: string;
  status: DeliveryStatus;
  error: string | null;
}

const iso = (seconds: string) => new Date(Number(seconds) * 1000).toISOString();

function errorText(errors: z.infer<typeof metaError>[] | undefined): string | null {
  const e = errors?.[0];
  if (!e) return null;
  const text = [e.code !== undefined ? `(#${e.code})` : "", e.title ?? e.message ?? "", e.error_data?.details ?? ""]
    .filter(Boolean)
    .join(" ");
  return text || "Error de WhatsApp sin detalle";
}

type Message = z.infer<typeof message>;
type Read = Pick<InboundMessage, "type" | "body" | "mediaId" | "mediaType" | "details" | "error">;

const plain = (type: Read["type"], body: string, details: MessageDetails | null = null): Read => ({
  type,
  body,
  mediaId: null,
  mediaType: null,
  details,
  error: null,
});
const withMedia = (
  type: Read["type"],
  file: z.infer<typeof media>,
  body = "",
  details: MessageDetails | null = null,
) => ({
  ...plain(type, body, details),
  mediaId: file.id,
  mediaType: file.mime_type ?? null,
});

/** What one message is, by its type; null for a reaction (not a message of its own). */
function readMessage(m: Message): Read | null {
  switch (m.type) {
    case "text":
      if (m.text) return plain("text", m.text.body);
      break;
    case "image":
      if (m.image) return withMedia("image", m.image, m.image.caption ?? "");
      break;
    case "audio":
      if (m.audio) return withMedia("audio", m.audio);
      break;
    case "video":
      if (m.video) return withMedia("video", m.video, m.video.caption ?? "");
      break;
    case "sticker":
      if (m.sticker) return withMedia("sticker", m.sticker);
      break;
    case "document":
      if (m.document) {
        const filename = m.document.filename ?? null;
        return withMedia("document", m.document, m.document.caption ?? filename ?? "", { kind: "document", filename });
      }
      break;
    case "location":
      if (m.location) {
        const { latitude, longitude, name = null, address = null } = m.location;
        const details = { kind: "location" as const, latitude, longitude, name, address, lot: null };
        return plain("location", name ?? address ?? "", details);
      }
      break;
    case "contacts":
      if (m.contacts?.length) {
        const contacts = m.contacts.map((c) => ({
          name: c.name?.formatted_name ?? "",
          phones: (c.phones ?? []).flatMap((p) => (p.phone ? [p.phone] : [])),
        }));
        return plain("contacts", contacts.map((c) => c.name || c.phones[0] || "").join(", "), {
          kind: "contacts",
          contacts,
        });
      }
      break;
    case "interactive": {
      const tapped = m.interactive?.button_reply ?? m.interactive?.list_reply;
      if (tapped) return plain("interactive", tapped.title ?? "", { kind: "reply", id: tapped.id ?? null });
      break;
    }
    case "button":
      if (m.button) return plain("button", m.button.text ?? "", { kind: "reply", id: m.button.payload ?? null });
      break;
    case "reaction":
      if (m.reaction) return null;
      break;
    case "system":
      if (m.system) return plain("system", m.system.body ?? "", { kind: "system", system_type: m.system.type ?? null });
      break;
    case "order":
      if (m.order)
        return plain("order", m.order.text ?? "", { kind: "order", items: m.order.product_items?.length ?? 0 });
      break;
  }
  // Meta's "unsupported"/"unknown" (with its error), a type newer than this code, or one we could not read:
  // the body keeps Meta's type name so the inbox can say what it was.
  return { ...plain("unsupported", m.type), error: errorText(m.errors) };
}

/** The payload's messages (in the order of their timestamps), reactions, statuses and template reviews. */
export function readEvents(payload: z.infer<typeof webhookPayload>) {
  const messages: InboundMessage[] = [];
  const reactions: Reaction[] = [];
  const statuses: StatusUpdate[] = [];
  const templates: TemplateReview[] = [];
  for (const entry of payload.entry) {
    for (const { field, value: v } of entry.changes) {
      if (field === "message_template_status_update") {
        const { message_template_name: name, message_template_language: language, event } = v;
        const why = [v.reason && v.reason !== "NONE" ? v.reason : "", v.other_info?.title, v.other_info?.description];
        const reason = why.filter(Boolean).join(": ") || null;
        if (name && language && event) templates.push({ name, language, event, reason });
        continue;
      }
      const names = new Map((v.contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? ""]));
      for (const m of v.messages ?? []) {
        const at = iso(m.timestamp);
        const phone = `+${m.from}`;
        const read = readMessage(m);
        if (read) messages.push({ waId: m.id, phone, profileName: names.get(m.from) ?? "", at, ...read });
        else {
          const emoji = m.reaction!.emoji?.trim() || null;
          reactions.push({ waId: m.id, phone, targetWaId: m.reaction!.message_id, emoji, at });
        }
      }
      for (const s of v.statuses ?? []) {
        if (s.status !== "sent" && s.status !== "delivered" && s.status !== "read" && s.status !== "failed") continue;
        statuses.push({ waId: s.id, status: s.status, error: s.status === "failed" ? errorText(s.errors) : null });
      }
    }
  }
  // Several entries (or a batch Meta held back) may come in any order: stored by time, so ids follow it.
  const byTime = <T extends { at: string }>(list: T[]) => list.sort((a, b) => a.at.localeCompare(b.at));
  return { messages: byTime(messages), reactions: byTime(reactions), statuses, templates };
}
