// Stores a verified webhook delivery in one D1 batch: per inbound message, the conversation (created or
// refreshed, linked to the user whose verified phone it is) and the message, idempotent by Meta's id; per
// status, the outbound message it is about. Meta retries a delivery for up to 7 days: a retry stores nothing.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../env";
import { rawBatch } from "../../db/raw-batch";
import type { InboundMessage, Reaction, StatusUpdate } from "./webhook-payload";

/** Messages older than this are refused (Meta stops retrying after 7 days; older is a replay). */
export const STALE_MS = 7 * 24 * 60 * 60 * 1000;

/** The inbound types answered like typed text: texts, reply-button taps and template quick replies. */
const ANSWERED = new Set<InboundMessage["type"]>(["text", "interactive", "button"]);

export interface StoredMedia {
  id: number;
  mediaId: string;
}

function messageStatements(m: InboundMessage): SQL[] {
  return [
    sql`INSERT INTO conversations (phone, user_id, profile_name, created_at)
        VALUES (${m.phone}, (SELECT id FROM users WHERE phone = ${m.phone} AND phone_verified = 1 ORDER BY id LIMIT 1),
                ${m.profileName}, ${m.at})
        ON CONFLICT (phone) DO UPDATE SET
          user_id = coalesce(excluded.user_id, conversations.user_id),
          profile_name = CASE WHEN excluded.profile_name <> '' THEN excluded.profile_name ELSE conversations.profile_name END`,
    // Before the insert, so "not yet stored" still holds: a retried delivery counts nothing twice.
    sql`UPDATE conversations SET
          unread_count = unread_count + 1,
          last_message_at = max(coalesce(last_message_at, ''), ${m.at}),
          last_inbound_at = max(coalesce(last_inbound_at, ''), ${m.at})
        WHERE phone = ${m.phone}
          AND NOT EXISTS (SELECT 1 FROM conversation_messages WHERE wa_message_id = ${m.waId})`,
    sql`INSERT INTO conversation_messages
          (conversation_id, direction, type, body, media_id, media_type, details, error, wa_message_id, status,
           created_at)
        SELECT id, 'in', ${m.type}, ${m.body}, ${m.mediaId}, ${m.mediaType},
               ${m.details ? JSON.stringify(m.details) : null}, ${m.error}, ${m.waId}, 'delivered', ${m.at}
        FROM conversations WHERE phone = ${m.phone}
        ON CONFLICT (wa_message_id) DO NOTHING
        RETURNING id, media_id`,
  ];
}

/**
 * A reaction is not a message of its own: it sets (or, without an emoji, removes) the reaction of the message
 * it names in the same conversation. Only a newer one applies, so a retry or a late, older event changes
 * nothing; one naming a message we do not have is ignored.
 */
function reactionStatement(r: Reaction): SQL {
  return sql`UPDATE conversation_messages SET reaction = ${r.emoji}, reaction_at = ${r.at}
             WHERE wa_message_id = ${r.targetWaId}
               AND conversation_id = (SELECT id FROM conversations WHERE phone = ${r.phone})
               AND (reaction_at IS NULL OR reaction_at < ${r.at})`;
}

/**
 * A status only moves forward (sent → delivered → read; Meta may deliver them out of order); "failed" wins
 * and turns the message into its error type with Meta's reason.
 */
function statusStatement(s: StatusUpdate): SQL {
  const rank = (col: SQL) =>
    sql`CASE ${col} WHEN 'queued' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE 4 END`;
  if (s.status === "failed") {
    return sql`UPDATE conversation_messages SET status = 'failed', error = ${s.error},
                 type = CASE type WHEN 'template' THEN 'error_template' WHEN 'audio' THEN 'error_audio'
                                  WHEN 'text' THEN 'error' ELSE type END
               WHERE wa_message_id = ${s.waId} AND direction = 'out' AND status <> 'failed'`;
  }
  return sql`UPDATE conversation_messages SET status = ${s.status}
             WHERE wa_message_id = ${s.waId} AND direction = 'out' AND ${rank(sql`status`)} < ${rank(sql`${s.status}`)}`;
}

/** Stores the delivery; the new messages that carry media still to download, and the new texts. */
export async function storeDelivery(
  db: Db,
  events: { messages: InboundMessage[]; reactions: Reaction[]; statuses: StatusUpdate[] },
  now = Date.now(),
): Promise<{ stored: number; stale: number; media: StoredMedia[]; texts: InboundMessage[] }> {
  const fresh = events.messages.filter((m) => now - Date.parse(m.at) <= STALE_MS);
  const reactions = events.reactions.filter((r) => now - Date.parse(r.at) <= STALE_MS);
  const statements = [
    ...fresh.flatMap(messageStatements),
    ...reactions.map(reactionStatement),
    ...events.statuses.map(statusStatement),
  ];
  if (statements.length === 0) return { stored: 0, stale: events.messages.length, media: [], texts: [] };
  const results = await rawBatch(db, statements as [SQL, ...SQL[]]);
  const inserted = fresh.flatMap((_, i) => results[i * 3 + 2] ?? []);
  return {
    stored: inserted.length,
    // New texts and button taps only (a retry inserted nothing): the ones a rancher's assistant answers.
    texts: fresh.filter((m, i) => ANSWERED.has(m.type) && (results[i * 3 + 2]?.length ?? 0) > 0),
    stale: events.messages.length - fresh.length,
    media: inserted
      .filter((r) => typeof r.media_id === "string")
      .map((r) => ({ id: Number(r.id), mediaId: String(r.media_id) })),
  };
}
