// Reads of the WhatsApp inbox for super admins: the conversation list (search, unread counts, last message,
// the linked user with their organizations) and one conversation's messages, paginated backwards. Each is
// one D1 batch.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../env";
import { rawBatch } from "../../db/raw-batch";
import { notFound } from "../../lib/errors";
import { jsonList, type Row } from "../herd/common/row-values";
import type { ConversationMessage, ConversationSummary } from "../../shared/whatsapp-schemas";
import type { WaMessageStatus, WaMessageType } from "../../db/schema-whatsapp";

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

function toSummary(r: Row): ConversationSummary {
  const last =
    typeof r.last_message === "string" ? (JSON.parse(r.last_message) as ConversationSummary["last_message"]) : null;
  return {
    id: Number(r.id),
    phone: String(r.phone),
    profile_name: String(r.profile_name ?? ""),
    user:
      r.user_id == null
        ? null
        : { id: Number(r.user_id), name: String(r.user_name ?? ""), organizations: jsonList<string>(r.organizations) },
    unread_count: Number(r.unread_count),
    last_message_at: (r.last_message_at as string | null) ?? null,
    last_inbound_at: (r.last_inbound_at as string | null) ?? null,
    last_message: last,
  };
}

export async function listConversations(db: Db, opts: { page: number; limit: number; q: string }) {
  const pattern = likePattern(opts.q);
  const where = opts.q
    ? sql`WHERE c.phone LIKE ${pattern} ESCAPE '\\' OR c.profile_name LIKE ${pattern} ESCAPE '\\'
            OR (u.first_name || ' ' || u.last_name) LIKE ${pattern} ESCAPE '\\'`
    : sql``;
  const [rows, totals] = await rawBatch(db, [
    sql`${summarySelect} ${where}
        ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC
        LIMIT ${opts.limit} OFFSET ${(opts.page - 1) * opts.limit}`,
    sql`SELECT count(*) AS total, coalesce(sum(c.unread_count), 0) AS unread
        FROM conversations c LEFT JOIN users u ON u.id = c.user_id ${where}`,
  ]);
  return {
    conversations: rows.map(toSummary),
    total: Number(totals[0]?.total ?? 0),
    unread: Number(totals[0]?.unread ?? 0),
    page: opts.page,
    limit: opts.limit,
  };
}

export function toMessage(r: Row): ConversationMessage {
  const type = r.type as WaMessageType;
  const kind = type === "image" ? "image" : type === "audio" || type === "error_audio" ? "audio" : null;
  return {
    id: Number(r.id),
    direction: r.direction as "in" | "out",
    type,
    body: String(r.body ?? ""),
    template_name: (r.template_name as string | null) ?? null,
    template_params: r.template_params == null ? null : jsonList<string>(r.template_params),
    media_url: r.media_key && kind ? `/api/${kind}/${Number(r.id)}` : null,
    media_type: (r.media_type as string | null) ?? null,
    transcription: (r.transcription as string | null) ?? null,
    status: r.status as WaMessageStatus,
    error: (r.error as string | null) ?? null,
    sent_by: r.sent_by == null ? null : Number(r.sent_by),
    created_at: String(r.created_at),
  };
}

const messageColumns = sql`id, conversation_id, direction, type, body, template_name, template_params, media_key,
  media_type, transcription, status, error, sent_by, created_at`;

/** The messages matching `where` (a condition on conversation_messages) with their conversations, as listed. */
export async function messagesWithConversations(db: Db, where: SQL) {
  const [rows, convs] = await rawBatch(db, [
    sql`SELECT ${messageColumns} FROM conversation_messages WHERE ${where} ORDER BY id`,
    sql`${summarySelect} WHERE c.id IN (SELECT conversation_id FROM conversation_messages WHERE ${where})`,
  ]);
  const byId = new Map(convs.map((r) => [Number(r.id), toSummary(r)]));
  return rows.flatMap((r) => {
    const conversation = byId.get(Number(r.conversation_id));
    return conversation ? [{ conversation, message: toMessage(r) }] : [];
  });
}

/** The conversation and its newest `limit` messages before `before` (oldest first), and whether more exist. */
export async function getConversation(db: Db, id: number, opts: { before?: number; limit: number }) {
  const before = opts.before ?? 2 ** 31;
  const [conv, rows] = await rawBatch(db, [
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
