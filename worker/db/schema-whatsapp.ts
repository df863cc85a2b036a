// WhatsApp conversations (docs/whatsapp.md): one conversation per phone number (E.164), its messages both ways,
// and the message templates used outside Meta's 24-hour window. Platform data, read by super admins only.
// Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema";
// The template enums live with the request schemas (the SPA imports them from there).
import {
  WA_TEMPLATE_CATEGORIES,
  WA_TEMPLATE_STATUSES,
  type MessageDetails,
  type TemplateParam,
} from "../shared/whatsapp-schemas";
import type { MovementDraftCard } from "../shared/assistant-schemas";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const WA_MESSAGE_TYPES = [
  "text",
  "image",
  "audio",
  "error",
  "template",
  "error_template",
  "error_audio",
  // What ranchers send besides text, image and audio (webhook-payload.ts); "interactive" is also our own
  // outbound message with reply buttons.
  "video",
  "sticker",
  "document",
  "location",
  "contacts",
  "interactive",
  "button",
  "system",
  "order",
  /** A type Meta itself could not read (its error in `error`), or one newer than this code. */
  "unsupported",
] as const;
export type WaMessageType = (typeof WA_MESSAGE_TYPES)[number];
export const WA_MESSAGE_STATUSES = ["queued", "sent", "delivered", "read", "failed", "logged"] as const;
export type WaMessageStatus = (typeof WA_MESSAGE_STATUSES)[number];

/** A movement draft of the assistant waiting for the rancher's "sí" (see rancher-drafts.ts). */
export interface PendingDraft {
  organization_id: number;
  /** Named in the refusal when the user is no longer a member. */
  organization_name: string;
  card: MovementDraftCard;
}

/** One per phone number; linked to the user whose verified phone it is (null when nobody's). */
export const conversations = sqliteTable(
  "conversations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** E.164: "+" and digits. */
    phone: text("phone").notNull().unique(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The WhatsApp profile name Meta sends with an inbound message (contacts[].profile.name). */
    profile_name: text("profile_name").notNull().default(""),
    last_message_at: text("last_message_at"),
    /** Start of Meta's 24-hour customer-service window: the newest inbound message's time. */
    last_inbound_at: text("last_inbound_at"),
    /** Inbound messages since a super admin last marked the conversation read. */
    unread_count: integer("unread_count").notNull().default(0),
    // A rancher writing (areas/whatsapp/rancher-*.ts): the establecimiento they chose by number (when in
    // several), the assistant thread of that choice, and the movement draft waiting for their "sí".
    /** No foreign key (SQLite cannot add one with ON DELETE to a table): read only among live memberships. */
    organization_id: integer("organization_id"),
    assistant_thread_id: integer("assistant_thread_id"),
    /** The pending draft: { organization_id, card } (MovementDraftCard, body with its client_id). */
    pending_draft: text("pending_draft", { mode: "json" }).$type<PendingDraft>(),
    /** "pending" until a "sí" claims it (conditional UPDATE: one claim wins) → "claimed"; null when none. */
    pending_draft_state: text("pending_draft_state", { enum: ["pending", "claimed"] }),
    pending_draft_expires_at: text("pending_draft_expires_at"),
    /** When an unregistered number was last told so (at most once a day). */
    notice_at: text("notice_at"),
    /** When a rancher was last told voice notes cannot be answered here (no speech recognition; once a day). */
    voice_notice_at: text("voice_notice_at"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("conversations_last_idx").on(t.last_message_at, t.id), index("conversations_user_idx").on(t.user_id)],
);

export const conversationMessages = sqliteTable(
  "conversation_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    conversation_id: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    direction: text("direction", { enum: ["in", "out"] }).notNull(),
    type: text("type", { enum: WA_MESSAGE_TYPES }).notNull(),
    body: text("body").notNull().default(""),
    template_name: text("template_name"),
    template_params: text("template_params", { mode: "json" }).$type<string[]>(),
    /** R2 key (random, unguessable) of an image or audio; null until downloaded. */
    media_key: text("media_key"),
    media_type: text("media_type"),
    /** Meta's media id, kept until the download after the response stores it in R2. */
    media_id: text("media_id"),
    transcription: text("transcription"),
    /** What the type carries besides body and media: a location, contacts, a document's name, buttons... */
    details: text("details", { mode: "json" }).$type<MessageDetails>(),
    /** Bytes of the stored media (documents show it). */
    media_size: integer("media_size"),
    /** The contact's reaction to this message (an emoji), replaced or removed as they change it. */
    reaction: text("reaction"),
    /** Time of the reaction event applied last: an older one delivered late changes nothing. */
    reaction_at: text("reaction_at"),
    /** Meta's message id (wamid...): a retried delivery of the same message stores nothing new. */
    wa_message_id: text("wa_message_id").unique(),
    status: text("status", { enum: WA_MESSAGE_STATUSES }).notNull().default("queued"),
    /** Meta's reason of a failed send or delivery, or why an inbound media could not be kept (wa-media.ts). */
    error: text("error"),
    sent_by: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("conversation_messages_conv_idx").on(t.conversation_id, t.id)],
);

export const whatsappTemplates = sqliteTable(
  "whatsapp_templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    language: text("language").notNull().default("es_AR"),
    category: text("category", { enum: WA_TEMPLATE_CATEGORIES }).notNull().default("UTILITY"),
    /** Text with numbered parameters {{1}}..{{n}}. */
    body: text("body").notNull(),
    /**
     * Each parameter's name and example, in order (docs/whatsapp-templates.md). The column kept its first name:
     * it held only the examples, and rows written then still hold plain strings (read as unnamed).
     */
    params: text("example_values", { mode: "json" })
      .$type<Array<TemplateParam | string>>()
      .notNull()
      .default(sql`'[]'`),
    /** Meta's review, as the WhatsApp provider answered it (wa-client.ts). */
    status: text("status", { enum: WA_TEMPLATE_STATUSES }).notNull().default("draft"),
    /** Meta's reason for a rejection or a pause, as it sent it (wa-template-review.ts). */
    status_reason: text("status_reason"),
    created_at: text("created_at").notNull().default(now),
    updated_at: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("whatsapp_templates_name_lang_uq").on(t.name, t.language)],
);
