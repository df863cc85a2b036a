// The SQL that turns a notification's audience into recipients (docs/administration.md). Everything is resolved in
// SQLite: users are selected once from `users` with an IN over the chosen set, so a user in two chosen
// organizations (or with two roles) gets one row, and unknown ids simply match nobody.
import { sql, type SQL } from "drizzle-orm";
import { NOTIFICATION_RECIPIENTS_MAX, type Audience } from "../../../shared/notification-schemas";
import type { NotificationChannel } from "../../../db/schema-admin";

/** The condition on `users u` for an audience. */
export function audienceCondition(audience: Audience): SQL {
  switch (audience.kind) {
    case "all":
      return sql`1 = 1`;
    case "users":
      return sql`u.id IN (SELECT value FROM json_each(${JSON.stringify(audience.ids)}))`;
    case "organizations":
      return sql`u.id IN (SELECT uo.user_id FROM user_organizations uo
        WHERE uo.organization_id IN (SELECT value FROM json_each(${JSON.stringify(audience.ids)})))`;
    case "role":
      return sql`u.id IN (SELECT uo.user_id FROM user_organizations uo WHERE uo.role = ${audience.role})`;
  }
}

/** A notification's channels include the bell (stored as a JSON array of names). */
export const inApp = (alias: string) => sql.raw(`instr(${alias}.channels, '"in_app"') > 0`);

/**
 * Inserts the recipients of notification `id` (an SQL expression: a literal, or a subquery in the batch that
 * creates it). Outside channels start "queued"; WhatsApp only for a verified phone. INSERT OR IGNORE keeps a
 * second run from duplicating anything (unique notification_id, user_id).
 */
export function insertRecipients(id: SQL, audience: Audience, channels: NotificationChannel[]): SQL {
  const email = channels.includes("email") ? 1 : 0;
  const whatsapp = channels.includes("whatsapp") ? 1 : 0;
  return sql`INSERT OR IGNORE INTO notification_recipients (notification_id, user_id, email_status, whatsapp_status)
    SELECT ${id}, u.id,
      CASE WHEN ${email} = 1 THEN 'queued' END,
      CASE WHEN ${whatsapp} = 1 AND u.phone_verified = 1 AND coalesce(u.phone, '') <> '' THEN 'queued' END
    FROM users u WHERE ${audienceCondition(audience)}
    ORDER BY u.id LIMIT ${NOTIFICATION_RECIPIENTS_MAX}`;
}

/** What delivering needs about each recipient: addresses, the bell's unread count, their organizations. */
/** A row of deliveryRows: a recipient's channels' states, contact, unread count and organizations (JSON). */
export interface DeliveryRow {
  user_id: number;
  email_status: string | null;
  whatsapp_status: string | null;
  created_at: string;
  email: string;
  phone: string | null;
  unread: number;
  organization_ids: string;
}

export function deliveryRows(id: SQL): SQL {
  return sql`SELECT r.user_id, r.email_status, r.whatsapp_status, r.created_at, u.email, u.phone,
      (SELECT count(*) FROM notification_recipients x JOIN notifications xn ON xn.id = x.notification_id
        WHERE x.user_id = r.user_id AND x.read_at IS NULL AND ${inApp("xn")}) AS unread,
      (SELECT json_group_array(uo.organization_id) FROM user_organizations uo WHERE uo.user_id = r.user_id)
        AS organization_ids
    FROM notification_recipients r JOIN users u ON u.id = r.user_id
    WHERE r.notification_id = ${id}`;
}
