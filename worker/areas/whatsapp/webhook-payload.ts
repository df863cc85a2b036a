// Meta's webhook JSON (entry[].changes[].value.{contacts, messages, statuses}) read into flat events, and
// the template reviews (field message_template_status_update). Unknown fields are ignored; a message type
// we do not handle is kept as "unsupported".
import { z } from "../../shared/zod";

const media = z.object({ id: z.string().max(200), mime_type: z.string().max(100).optional() });

const message = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  id: z.string().min(1).max(200),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(40),
  text: z.object({ body: z.string().max(8192) }).optional(),
  image: media.extend({ caption: z.string().max(2048).optional() }).optional(),
  audio: media.optional(),
});

const status = z.object({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  timestamp: z.string().regex(/^\d{1,12}$/),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().max(500).optional(),
        message: z.string().max(500).optional(),
        error_data: z.object({ details: z.string().max(1000).optional() }).optional(),
      }),
    )
    .optional(),
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
});

export const webhookPayload = z.object({
  object: z.string().optional(),
  entry: z.array(z.object({ changes: z.array(z.object({ field: z.string().optional(), value })).max(50) })).max(50),
});

export interface InboundMessage {
  waId: string;
  phone: string;
  profileName: string;
  type: "text" | "image" | "audio" | "unsupported";
  body: string;
  mediaId: string | null;
  mediaType: string | null;
  /** ISO time Meta gives for the message. */
  at: string;
}

/** Meta's review of a template: its new status word (APPROVED, REJECTED, PAUSED...). */
export interface TemplateReview {
  name: string;
  language: string;
  event: string;
}

export type DeliveryStatus = "sent" | "delivered" | "read" | "failed";

export interface StatusUpdate {
  waId: string;
  status: DeliveryStatus;
  error: string | null;
}

const iso = (seconds: string) => new Date(Number(seconds) * 1000).toISOString();

function errorText(errors: z.infer<typeof status>["errors"]): string | null {
  const e = errors?.[0];
  if (!e) return null;
  const text = [e.code !== undefined ? `(#${e.code})` : "", e.title ?? e.message ?? "", e.error_data?.details ?? ""]
    .filter(Boolean)
    .join(" ");
  return text || "Error de WhatsApp sin detalle";
}

/** The payload's messages and statuses, in order. */
export function readEvents(payload: z.infer<typeof webhookPayload>) {
  const messages: InboundMessage[] = [];
  const statuses: StatusUpdate[] = [];
  const templates: TemplateReview[] = [];
  for (const entry of payload.entry) {
    for (const { field, value: v } of entry.changes) {
      if (field === "message_template_status_update") {
        const { message_template_name: name, message_template_language: language, event } = v;
        if (name && language && event) templates.push({ name, language, event });
        continue;
      }
      const names = new Map((v.contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? ""]));
      for (const m of v.messages ?? []) {
        const kind = m.type === "text" && m.text ? "text" : m.type === "image" && m.image ? "image" : null;
        const type = kind ?? (m.type === "audio" && m.audio ? "audio" : "unsupported");
        const file = type === "image" ? m.image : type === "audio" ? m.audio : undefined;
        messages.push({
          waId: m.id,
          phone: `+${m.from}`,
          profileName: names.get(m.from) ?? "",
          type,
          // An unsupported message keeps Meta's type name (sticker, location...) so the inbox can say what it was.
          body:
            type === "text"
              ? m.text!.body
              : type === "image"
                ? (m.image!.caption ?? "")
                : type === "audio"
                  ? ""
                  : m.type,
          mediaId: file?.id ?? null,
          mediaType: file?.mime_type ?? null,
          at: iso(m.timestamp),
        });
      }
      for (const s of v.statuses ?? []) {
        if (s.status !== "sent" && s.status !== "delivered" && s.status !== "read" && s.status !== "failed") continue;
        statuses.push({ waId: s.id, status: s.status, error: s.status === "failed" ? errorText(s.errors) : null });
      }
    }
  }
  return { messages, statuses, templates };
}
