// Reading notifications (docs/administration.md): the super admins' history with its counts, and each user's own bell
// (list, mark one read, mark all read). Every user query is keyed by the caller's id, so nobody reads or
// marks another user's rows; the read state travels to the caller's other tabs over their own sockets.
import { sql } from "drizzle-orm";
import { rawBatch } from "../../../db/raw-batch";
import type { Runtime } from "../../../env";
import { notFound } from "../../../lib/errors";
import type { AdminNotification, ChannelCounts, UserNotification } from "../../../shared/notification-types";
import { jsonList, jsonObject, type JsonColumn } from "../../herd/common/row-values";
import { inApp } from "./notification-audience";
import { organizationIdsOf, sendToUsers } from "./notification-live";

type Channel = "email" | "whatsapp";
type ChannelColumns = Record<`${Channel}_${keyof ChannelCounts}`, number>;

const counts = (r: ChannelColumns, channel: Channel): ChannelCounts => ({
  queued: r[`${channel}_queued`],
  sent: r[`${channel}_sent`],
  logged: r[`${channel}_logged`],
  failed: r[`${channel}_failed`],
});

/** A row of the history: the notification, its author's name, and its recipients' counts (channelSums). */
interface AdminNotificationRow extends ChannelColumns {
  id: number;
  title: string;
  body: string;
  link: string;
  /** JSON columns read through raw SQL: their text. */
  audience: JsonColumn;
  channels: JsonColumn;
  status: AdminNotification["status"];
  send_at: string;
  sent_at: string | null;
  created_at: string;
  created_by: number;
  created_by_name: string;
  recipients: number;
  read_count: number;
}

/** A count(*) read. */
interface CountRow {
  n: number;
}

const channelSums = (column: Channel) =>
  sql.raw(
    ["queued", "sent", "logged", "failed"]
      .map((s) => `coalesce(sum(r.${column}_status = '${s}'), 0) AS ${column}_${s}`)
      .join(", "),
  );

export async function adminNotifications(rt: Runtime, page: number, limit: number) {
  const [[total], rows] = await rawBatch<[CountRow, AdminNotificationRow]>(rt.db, [
    sql`SELECT count(*) AS n FROM notifications`,
    sql`SELECT n.id, n.title, n.body, n.link, n.audience, n.channels, n.status, n.send_at, n.sent_at, n.created_at,
          n.created_by, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, '') AS created_by_name,
          count(r.id) AS recipients, count(r.read_at) AS read_count, ${channelSums("email")}, ${channelSums("whatsapp")}
        FROM (SELECT * FROM notifications ORDER BY id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}) n
        LEFT JOIN users u ON u.id = n.created_by
        LEFT JOIN notification_recipients r ON r.notification_id = n.id
        GROUP BY n.id ORDER BY n.id DESC`,
  ]);
  const notifications: AdminNotification[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    link: r.link,
    audience: jsonObject(r.audience) as AdminNotification["audience"],
    channels: jsonList<AdminNotification["channels"][number]>(r.channels),
    status: r.status,
    send_at: r.send_at,
    sent_at: r.sent_at,
    created_at: r.created_at,
    created_by: { id: r.created_by, name: r.created_by_name },
    recipients: r.recipients,
    read: r.read_count,
    email: counts(r, "email"),
    whatsapp: counts(r, "whatsapp"),
  }));
  return { notifications, total: total?.n ?? 0, page, limit };
}

const unreadOf = (userId: number) => sql`SELECT count(*) AS n FROM notification_recipients r
  JOIN notifications n ON n.id = r.notification_id WHERE r.user_id = ${userId} AND r.read_at IS NULL AND ${inApp("n")}`;

export async function myNotifications(rt: Runtime, userId: number, page: number, limit: number) {
  // The bell's columns are a UserNotification's, one for one.
  const [rows, [total], [unread]] = await rawBatch<[UserNotification, CountRow, CountRow]>(rt.db, [
    sql`SELECT n.id, n.title, n.body, n.link, r.created_at, r.read_at FROM notification_recipients r
        JOIN notifications n ON n.id = r.notification_id
        WHERE r.user_id = ${userId} AND ${inApp("n")}
        ORDER BY r.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    sql`SELECT count(*) AS n FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
        WHERE r.user_id = ${userId} AND ${inApp("n")}`,
    unreadOf(userId),
  ]);
  const notifications: UserNotification[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    link: r.link,
    created_at: r.created_at,
    read_at: r.read_at,
  }));
  return { notifications, unread: unread?.n ?? 0, total: total?.n ?? 0, page, limit };
}

/** Marks the caller's in-app notification `id` read (or all of them); 404 when `id` is not theirs (or not in-app). */
export async function markRead(rt: Runtime, userId: number, id: number | "all", now = new Date()) {
  const which = id === "all" ? sql`read_at IS NULL` : sql`notification_id = ${id}`;
  const [updated, [unread], [orgs]] = await rawBatch<[{ notification_id: number }, CountRow, { ids: string }]>(rt.db, [
    sql`UPDATE notification_recipients SET read_at = coalesce(read_at, ${now.toISOString()})
        WHERE user_id = ${userId} AND ${which}
          AND notification_id IN (SELECT n.id FROM notifications n WHERE ${inApp("n")})
        RETURNING notification_id`,
    unreadOf(userId),
    sql`SELECT json_group_array(organization_id) AS ids FROM user_organizations WHERE user_id = ${userId}`,
  ]);
  if (id !== "all" && updated.length === 0) throw notFound("No encontramos esa notificación");
  const count = unread?.n ?? 0;
  await sendToUsers(rt, [
    {
      userId,
      organizationIds: organizationIdsOf(orgs?.ids),
      message: { action: "notifications-read", ids: id === "all" ? "all" : [id], unread: count },
    },
  ]);
  return { unread: count, updated: updated.length };
}
