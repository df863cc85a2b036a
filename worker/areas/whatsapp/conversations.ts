// Reads of the WhatsApp inbox for super admins: the conversation list (search, unread counts, last message,
// the linked user with their organizations) and one conversation's messages, paginated backwards. Each is
// one D1 batch.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../env";
import { rawBatch } from "../../db/raw-batch";
import { notFound } from "../../lib/errors";
import { jsonList, type JsonColumn } from "../herd/common/row-values";
import type { ConversationMessage, ConversationSummary, MessageDetails } from "../../shared/whatsapp-schemas";
import type { conversationMessages, WaMessageType } from "../../db/schema-whatsapp";

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const summarySelect = sql`
  SELECT c.id, c.phone, c.profile_name, c.unread_count, c.last_message_at, c.last_inbound_at,
         u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS user_name,
         (SELECT json_group_array(o.name) FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id
           WHERE uo.user_id = u.id) AS organizations,
         (SELECT json_object('direction', m.direction, 'type', m.type, 'body', m.body, 'template_name', m.template_name)
           FROM conversation_messages m
           WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) AS last_message
  FROM conversations c LEFT JOIN users u ON u.id = c.user_id`;

/** A row of summarySelect. */
interface SummaryRow {
  id: number;
  phone: string;
  profile_name: string;
  unread_count: number;
  last_message_at: string | null;
  last_inbound_at: string | null;
  /** The linked user's: null when none (LEFT JOIN). */
  user_id: number | null;
  user_name: string | null;
  /** json_group_array of the user's organizations' names. */
  organizations: JsonColumn;
  /** json_object of the last message, or null when there is none. */
  last_message: string | null;
}

function toSummary(r: SummaryRow): ConversationSummary {
  const last = r.last_message === null ? null : (JSON.parse(r.last_message) as ConversationSummary["last_message"]);
  return {
    id: r.id,
    phone: r.phone,
    profile_name: r.profile_name,
    user:
      r.user_id == null
        ? null
        : { id: r.user_id, name: r.user_name ?? "", organizations: jsonList<string>(r.organizations) },
    unread_count: r.unread_count,
    last_message_at: r.last_message_at,
    last_inbound_at: r.last_inbound_at,
    last_message: last,
  };
}

export async function listConversations(db: Db, opts: { page: number; limit: number; q: string }) {
  const pattern = likePattern(opts.q);
  const where = opts.q
    ? sql`WHERE c.phone LIKE ${pattern} ESCAPE '\\' OR c.profile_name LIKE ${pattern} ESCAPE '\\'
            OR (u.first_name || ' ' || u.last_name) LIKE ${pattern} ESCAPE '\\'`
    : sql``;
  const [rows, totals] = await rawBatch<[SummaryRow, { total: number; unread: number }]>(db, [
    sql`${summarySelect} ${where}
        ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC
        LIMIT ${opts.limit} OFFSET ${(opts.page - 1) * opts.limit}`,
    sql`SELECT count(*) AS total, coalesce(sum(c.unread_count), 0) AS unread
        FROM conversations c LEFT JOIN users u ON u.id = c.user_id ${where}`,
  ]);
  return {
    conversations: rows.map(toSummary),
    total: totals[0]?.total ?? 0,
    unread: totals[0]?.unread ?? 0,
    page: opts.page,
    limit: opts.limit,
  };
}

const MESSAGE_COLUMNS = [
  "id",
  "conversation_id",
  "direction",
  "type",
  "body",
  "template_name",
  "template_params",
  "media_key",
  "media_type",
  "transcription",
  "details",
  "media_size",
  "reaction",
  "status",
  "error",
  "sent_by",
  "created_at",
] as const;

/**
 * A row of MESSAGE_COLUMNS, or the message an insert returned (drizzle has parsed template_params then; raw
 * SQL gives its JSON text).
 */
type MessageRow = Omit<
  Pick<typeof conversationMessages.$inferSelect, (typeof MESSAGE_COLUMNS)[number]>,
  "template_params" | "details"
> & { template_params: JsonColumn; details: MessageDetails | string | null };

/** The media route that serves a message type's file (media-routes.ts); null for types without one. */
export function mediaRoute(type: WaMessageType): "image" | "audio" | "video" | "document" | null {
  switch (type) {
    case "image":
    case "sticker":
      return "image";
    case "audio":
    case "error_audio":
      return "audio";
    case "video":
      return "video";
    case "document":
      return "document";
    default:
      return null;
  }
}

export function toMessage(r: MessageRow): ConversationMessage {
  const type = r.type;
  const kind = mediaRoute(type);
  return {
    id: r.id,
    direction: r.direction,
    type,
    body: r.body,
    template_name: r.template_name,
    template_params: r.template_params == null ? null : jsonList<string>(r.template_params),
    media_url: r.media_key && kind ? `/api/${kind}/${r.id}` : null,
    media_type: r.media_type,
    transcription: r.transcription,
    details: typeof r.details === "string" ? (JSON.parse(r.details) as MessageDetails) : r.details,
    media_size: r.media_size,
    reaction: r.reaction,
    status: r.status,
    error: r.error,
    sent_by: r.sent_by,
    created_at: r.created_at,
  };
}

const messageColumns = sql.raw(MESSAGE_COLUMNS.join(", "));

/** The messages matching `where` (a condition on conversation_messages) with their conversations, as listed. */
export async function messagesWithConversations(db: Db, where: SQL) {
  const [rows, convs] = await rawBatch<[MessageRow, SummaryRow]>(db, [
    sql`SELECT ${messageColumns} FROM conversation_messages WHERE ${where} ORDER BY id`,
    sql`${summarySelect} WHERE c.id IN (SELECT conversation_id FROM conversation_messages WHERE ${where})`,
  ]);
  const byId = new Map(convs.map((r) => [r.id, toSummary(r)]));
  return rows.flatMap((r) => {
    const conversation = byId.get(r.conversation_id);
    return conversation ? [{ conversation, message: toMessage(r) }] : [];
  });
}

/** The conversation and its newest `limit` messages before `before` (oldest first), and whether more exist. */
export async function getConversation(db: Db, id: number, opts: { before?: number; limit: number }) {
  const before = opts.before ?? 2 ** 31;
  const [conv, rows] = await rawBatch<[SummaryRow, MessageRow]>(db, [
    sql`${summarySelect} WHERE c.id = ${id}`,
    sql`SELECT ${messageColumns}
        FROM conversation_messages WHERE conversation_id = ${id} AND id < ${before}
        ORDER BY id DESC LIMIT ${opts.limit + 1}`,
  ]);
  if (!conv[0]) throw notFound("No encontramos esa conversación", "CONVERSATION_NOT_FOUND");
  return {
    conversation: toSummary(conv[0]),
    messages: rows.slice(0, opts.limit).reverse().map(toMessage),
    has_more: rows.length > opts.limit,
  };
}
