// WhatsApp conversations and templates (docs/whatsapp.md): request schemas and response types, shared by the API
// and the super admins' screens.
import * as z from "./zod";
import type { WaMessageStatus, WaMessageType } from "../db/schema-whatsapp";
import { paramKey } from "./template-params";

const id = z.coerce
  .number({ error: "Debe ser un número" })
  .int("Debe ser un número entero")
  .positive("Debe ser un número positivo")
  .max(2 ** 31, "Número demasiado grande");

export const conversationListQuery = z.object({
  page: z.coerce.number().int().min(1, "La página empieza en 1").max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, "Como máximo 100 por página").default(30),
  /** Name (of the linked user or the WhatsApp profile) or number. */
  q: z.string().trim().max(100, "Búsqueda demasiado larga").default(""),
});

export const messagesQuery = z.object({
  /** The oldest message id the client has: the page before it (older messages). */
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(100, "Como máximo 100 por página").default(50),
});

/** A free text (only inside the 24-hour window) or a template with its parameters (any time). */
export const replySchema = z.union([
  z.object({ text: z.string().trim().min(1, "Escribí un mensaje").max(4096, "El mensaje es demasiado largo") }),
  z.object({
    template_id: id,
    params: z.array(z.string().trim().min(1, "Completá el parámetro").max(1000)).max(20).default([]),
  }),
]);
export type ReplyInput = z.infer<typeof replySchema>;

/**
 * The organization greeting's approved template (POST /organization/{id}/send-greeting): a business-initiated
 * WhatsApp message must be a template; it greets each member by their own name and names the organization.
 */
export const GREETING_TEMPLATE = "bienvenida_organizacion";
export const GREETING_TEMPLATE_BODY =
  '¡Hola {{1}}! Te damos la bienvenida a "{{2}}" en Tropero. Ya podés ver los lotes, rodeos y movimientos desde la app.';
export const GREETING_TEMPLATE_PARAMS = ["Nombre de la persona", "Nombre de la organización"] as const;

/** Meta's customer-service window: free text only within 24 hours of the user's last message. */
export const WINDOW_MS = 24 * 60 * 60 * 1000;

export const insideWindow = (lastInboundAt: string | null, now = Date.now()) =>
  !!lastInboundAt && now - Date.parse(lastInboundAt) <= WINDOW_MS;

/**
 * The numbered parameters {{1}}..{{n}} a template's body uses, in order; null when not 1..n or when a {{...}}
 * is not a number (a name must be numbered before it reaches Meta).
 */
export function templateParamCount(body: string): number | null {
  const tokens = [...body.matchAll(/\{\{([^{}]*)\}\}/g)].map((m) => (m[1] ?? "").trim());
  if (tokens.some((token) => !/^\d+$/.test(token))) return null;
  const numbers = tokens.map(Number);
  const distinct = [...new Set(numbers)].sort((a, b) => a - b);
  return distinct.every((n, i) => n === i + 1) ? distinct.length : null;
}

/** The template's body with its parameters filled in (what the recipient reads). */
export const fillTemplate = (body: string, params: string[]) =>
  body.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);

export const WA_TEMPLATE_CATEGORIES = ["UTILITY", "MARKETING"] as const;
/**
 * Meta's review: "draft" until submitted (or when submitting failed), then Meta's PENDING, APPROVED, REJECTED,
 * and PAUSED (Meta stopped an approved template for low quality; it cannot be sent until resumed).
 */
export const WA_TEMPLATE_STATUSES = ["draft", "pending", "approved", "rejected", "paused"] as const;
export type WaTemplateStatus = (typeof WA_TEMPLATE_STATUSES)[number];

/** A parameter's name (what people read instead of {{n}}) and the example Meta asks for when reviewing. */
export const templateParamSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Poné un nombre al parámetro")
    .max(60, "El nombre del parámetro tiene como máximo 60 caracteres")
    .regex(/^[^{}]*$/, "El nombre del parámetro no lleva llaves")
    .regex(/\p{L}/u, "El nombre del parámetro lleva letras (por ejemplo Nombre del cliente)"),
  example: z.string().trim().min(1, "Completá el ejemplo").max(200, "El ejemplo tiene como máximo 200 caracteres"),
});
export type TemplateParam = z.infer<typeof templateParamSchema>;

export const templateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,512}$/, "Solo minúsculas, números y guion bajo (por ejemplo saludo_inicial)"),
    language: z
      .string()
      .trim()
      .regex(/^[a-z]{2}(_[A-Z]{2})?$/, "Idioma como es_AR")
      .default("es_AR"),
    category: z.enum(WA_TEMPLATE_CATEGORIES, { error: "La categoría es UTILITY o MARKETING" }).default("UTILITY"),
    /** Meta's numbered form: {{1}}..{{n}}, each position named in `params`. */
    body: z.string().trim().min(1, "Escribí el texto de la plantilla").max(1024, "Como máximo 1024 caracteres"),
    /** One per parameter, position n at index n-1. */
    params: z.array(templateParamSchema).max(20, "Como máximo 20 parámetros").default([]),
  })
  .superRefine((t, ctx) => {
    const count = templateParamCount(t.body);
    if (count === null) {
      ctx.addIssue({
        code: "custom",
        path: ["body"],
        message: "Los parámetros van numerados {{1}}, {{2}}… sin saltos",
      });
    } else if (count !== t.params.length) {
      ctx.addIssue({
        code: "custom",
        path: ["params"],
        message: `El texto tiene ${count} parámetro${count === 1 ? "" : "s"}: poné un nombre y un ejemplo para cada uno`,
      });
    }
    const seen = new Set<string>();
    t.params.forEach((p, i) => {
      const key = paramKey(p.name);
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["params", i, "name"], message: "Ya hay un parámetro con ese nombre" });
      seen.add(key);
    });
  });
export type TemplateInput = z.infer<typeof templateSchema>;

export interface WaTemplate extends TemplateInput {
  id: number;
  /** Meta's review of the template, as the WhatsApp provider answered it. */
  status: WaTemplateStatus;
  /** Meta's reason for a rejection or a pause (its words, e.g. "INVALID_FORMAT"); null when none. */
  status_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConversationSummary {
  id: number;
  phone: string;
  profile_name: string;
  user: { id: number; name: string; organizations: string[] } | null;
  unread_count: number;
  last_message_at: string | null;
  last_inbound_at: string | null;
  last_message: { direction: "in" | "out"; type: WaMessageType; body: string; template_name: string | null } | null;
}

/** The lot a shared location falls in (one of the rancher's establecimientos whose lots have boundaries). */
export interface LocationLot {
  id: number;
  name: string;
  organization_id: number;
  organization_name: string;
}

/** A reply button we send (id comes back on the tap) or one the contact tapped. */
export interface ReplyButton {
  id: string;
  title: string;
}

/**
 * What a message type carries besides its body and media (stored as JSON in conversation_messages.details).
 * The body always holds the readable text: a location's name, a contact's name, a document's caption, a
 * button's title; so the inbox preview and a search never need these.
 */
export type MessageDetails =
  | {
      kind: "location";
      latitude: number;
      longitude: number;
      name: string | null;
      address: string | null;
      /** Filled after the answer once the point is found inside a lot's boundary. */
      lot: LocationLot | null;
    }
  | { kind: "contacts"; contacts: { name: string; phones: string[] }[] }
  | { kind: "document"; filename: string | null }
  /** An inbound tap: the id we gave the button (or a template quick-reply's payload). */
  | { kind: "reply"; id: string | null }
  /** Our outbound message with reply buttons. */
  | { kind: "buttons"; buttons: ReplyButton[] }
  /** A system notice (e.g. the contact changed number) or an order from a catalog, summarized. */
  | { kind: "system"; system_type: string | null }
  | { kind: "order"; items: number };

export interface ConversationMessage {
  id: number;
  direction: "in" | "out";
  type: WaMessageType;
  body: string;
  template_name: string | null;
  template_params: string[] | null;
  /** /api/{audio|image|video|document}/{id} once the media is stored (signed for the browser). */
  media_url: string | null;
  media_type: string | null;
  transcription: string | null;
  details: MessageDetails | null;
  /** Bytes of the stored media, when known. */
  media_size: number | null;
  /** The contact's current reaction to this message (an emoji); null when none or removed. */
  reaction: string | null;
  status: WaMessageStatus;
  error: string | null;
  sent_by: number | null;
  created_at: string;
}
