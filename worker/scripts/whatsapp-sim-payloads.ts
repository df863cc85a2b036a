// The WhatsApp simulator's deliveries (worker/scripts/whatsapp-simulate.ts, docs/whatsapp.md), in the JSON
// shape of Meta's webhook reference: one inbound message of each type, a status, a template review; and
// the readers of the command line's values ("lat,lng,nombre", "Nombre:+549…", "wamid:👍").
import { randomBytes } from "node:crypto";

export type MediaKind = "audio" | "image" | "video" | "sticker" | "document";

export type SimulatedMessage =
  | { kind: "text"; text: string }
  | { kind: MediaKind; mediaId: string; mimeType: string; caption?: string; filename?: string }
  | { kind: "location"; latitude: number; longitude: number; name?: string }
  | { kind: "contacts"; name: string; phone: string }
  | { kind: "reaction"; messageId: string; emoji: string }
  /** A tap on one of our reply buttons. */
  | { kind: "tap"; id: string; title: string }
  /** A tap on a template's quick-reply button. */
  | { kind: "button"; text: string; payload?: string }
  /** A type Meta could not read itself. */
  | { kind: "unknown" };

const envelope = (value: Record<string, unknown>, field = "messages") => ({
  object: "whatsapp_business_account",
  entry: [{ id: "local", changes: [{ field, value: { messaging_product: "whatsapp", ...value } }] }],
});

/** What goes under the message's type (and the type Meta names). */
function content(m: SimulatedMessage): [string, Record<string, unknown>] {
  switch (m.kind) {
    case "text":
      return ["text", { text: { body: m.text } }];
    case "location":
      return ["location", { location: { latitude: m.latitude, longitude: m.longitude, name: m.name } }];
    case "contacts":
      return ["contacts", { contacts: [{ name: { formatted_name: m.name }, phones: [{ phone: m.phone }] }] }];
    case "reaction":
      return ["reaction", { reaction: { message_id: m.messageId, emoji: m.emoji } }];
    case "tap":
      return ["interactive", { interactive: { type: "button_reply", button_reply: { id: m.id, title: m.title } } }];
    case "button":
      return ["button", { button: { text: m.text, payload: m.payload ?? m.text } }];
    case "unknown":
      return ["unknown", { errors: [{ code: 131051, title: "Message type unknown" }] }];
    default: {
      const { mediaId: id, mimeType: mime_type, caption, filename } = m;
      return [m.kind, { [m.kind]: { id, mime_type, caption, filename } }];
    }
  }
}

/** A delivery of one inbound message from `from` (E.164 or digits), as Meta sends it. */
export function messagePayload(from: string, message: SimulatedMessage, name = "Simulador", at = new Date()) {
  const waId = from.replace(/\D/g, "");
  const [type, body] = content(message);
  const base = {
    from: waId,
    id: `wamid.local.${randomBytes(12).toString("hex")}`,
    timestamp: String(Math.floor(at.getTime() / 1000)),
    type,
  };
  return envelope({ contacts: [{ wa_id: waId, profile: { name } }], messages: [{ ...base, ...body }] });
}

/** A status delivery (sent, delivered, read, failed) about an outbound message; a failure with Meta's reason. */
export const statusPayload = (waMessageId: string, status: string, at = new Date()) =>
  envelope({
    statuses: [
      {
        id: waMessageId,
        status,
        timestamp: String(Math.floor(at.getTime() / 1000)),
        ...(status === "failed" ? { errors: [{ code: 131026, title: "Message undeliverable" }] } : {}),
      },
    ],
  });

/** Meta's review of a template (APPROVED, REJECTED, PAUSED…), with its reason. */
export const templateStatusPayload = (name: string, event: string, reason?: string, language = "es_AR") =>
  envelope(
    { event, message_template_name: name, message_template_language: language, reason: reason ?? "NONE" },
    "message_template_status_update",
  );

/** "-38.7,-62.3,El Bajo" → its point and name. */
export function parseLocation(text: string): Extract<SimulatedMessage, { kind: "location" }> {
  const [lat, lng, ...name] = text.split(",");
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) || lng === undefined)
    throw new Error(`--location es "latitud,longitud[,nombre]", por ejemplo "-38.72,-62.27,El Bajo"`);
  return { kind: "location", latitude, longitude, name: name.join(",").trim() || undefined };
}

/** "Juan Pérez:+5492914567890" → the contact card. */
export function parseContact(text: string): Extract<SimulatedMessage, { kind: "contacts" }> {
  const i = text.lastIndexOf(":");
  const name = text.slice(0, i).trim();
  const phone = text.slice(i + 1).trim();
  if (i < 1 || !name || !/^\+?\d{6,15}$/.test(phone))
    throw new Error(`--contact es "Nombre:+549…", por ejemplo "Juan Pérez:+5492914567890"`);
  return { kind: "contacts", name, phone };
}

/** "wamid.X:👍" → that message and the emoji; "👍" alone → no message named (the caller finds the last). */
export function parseReaction(text: string): { messageId: string | null; emoji: string } {
  const i = text.lastIndexOf(":");
  return i > 0 ? { messageId: text.slice(0, i), emoji: text.slice(i + 1) } : { messageId: null, emoji: text };
}

/** "name:REJECTED:INVALID_FORMAT" → the template, Meta's event and its reason. */
export function parseTemplateStatus(text: string) {
  const [name = "", event = "", ...reason] = text.split(":");
  if (!/^[a-z0-9_]{1,512}$/.test(name) || !/^(APPROVED|REJECTED|PAUSED|PENDING|DISABLED)$/.test(event))
    throw new Error(`--template-status es "nombre:APPROVED|REJECTED|PAUSED[:motivo]"`);
  return { name, event, reason: reason.join(":") || undefined };
}
