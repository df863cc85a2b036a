// Reading notifications (docs/administration.md): the super admins' history with its counts, and each user's own bell
// (list, mark one read, mark all read). Every user query is keyed by the caller's id, so nobody reads or
// marks another user's rows; the read state travels to the caller's other tabs over their own sockets.
import { sql } from "drizzle-orm";
import { rawBatch } from "../../../db/raw-batch";
import type { Runtime } from "../../../env";
import { notFound } from "../../../lib/errors";
import type { AdminNotification, ChannelCounts, UserNotification } from "../../../shared/notification-types";
import { jsonList, jsonObject, num, type Row } from "../../herd/common/row-values";
import { inApp } from "./notification-audience";
import { organizationIdsOf, sendToUsers } from "./notification-live";

const counts = (r: Row, prefix: string): ChannelCounts => ({
  queued: num(r[`${prefix}_queued`]),
  sent: num(r[`${prefix}_sent`]),
  logged: num(r[`${prefix}_logged`]),
  failed: num(r[`${prefix}_failed`]),
});

const channelSums = (column: string) =>
  sql.raw(
    ["queued", "sent", "logged", "failed"]
      .map((s) => `coalesce(sum(r.${column}_status = '${s}'), 0) AS ${column}_${s}`)
      .join(", "),
  );

export async function adminNotifications(rt: Runtime, page: number, limit: number) {
  const [[total], rows] = await rawBatch(rt.db, [
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
    id: num(r.id),
    title: String(r.title),
    body: String(r.body),
    link: String(r.link),
    audience: jsonObject(r.audience) as AdminNotification["audience"],
    channels: jsonList<AdminNotification["channels"][number]>(r.channels),
    status: r.status as AdminNotification["status"],
    send_at: String(r.send_at),
    sent_at: (r.sent_at as string | null) ?? null,
    created_at: String(r.created_at),
    created_by: { id: num(r.created_by), name: String(r.created_by_name ?? "") },
    recipients: num(r.recipients),
    read: num(r.read_count),
    email: counts(r, "email"),
    whatsapp: counts(r, "whatsapp"),
  }));
  return { notifications, total: num(total?.n), page, limit };
}

const unreadOf = (userId: number) => sql`SELECT count(*) AS n FROM notification_recipients r
  JOIN notifications n ON n.id = r.notification_id WHERE r.user_id = ${userId} AND r.read_at IS NULL AND ${inApp("n")}`;

export async function myNotifications(rt: Runtime, userId: number, page: number, limit: number) {
  const [rows, [total], [unread]] = await rawBatch(rt.db, [
    sql`SELECT n.id, n.title, n.body, n.link, r.created_at, r.read_at FROM notification_recipients r
        JOIN notifications n ON n.id = r.notification_id
        WHERE r.user_id = ${userId} AND ${inApp("n")}
        ORDER BY r.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    sql`SELECT count(*) AS n FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
        WHERE r.user_id = ${userId} AND ${inApp("n")}`,
    unreadOf(userId),
  ]);
  const notifications: UserNotification[] = rows.map((r) => ({
    id: num(r.id),
    title: String(r.title),
    body: String(r.body),
    link: String(r.link),
    created_at: String(r.created_at),
    read_at: (r.read_at as string | null) ?? null,
  }));
  return { notifications, unread: num(unread?.n), total: num(total?.n), page, limit };
}

/** Marks the caller's in-app notification `id` read (or all of them); 404 when `id` is not theirs (or not in-app). */
export async function markRead(rt: Runtime, userId: number, id: number | "all", now = new Date()) {
  const which = id === "all" ? sql`read_at IS NULL` : sql`notification_id = ${id}`;
  const [updated, [unread], [orgs]] = await rawBatch(rt.db, [
    sql`UPDATE notification_recipients SET read_at = coalesce(read_at, ${now.toISOString()})
        WHERE user_id = ${userId} AND ${which}
          AND notification_id IN (SELECT n.id FROM notifications n WHERE ${inApp("n")})
        RETURNING notification_id`,
    unreadOf(userId),
    sql`SELECT json_group_array(organization_id) AS ids FROM user_organizations WHERE user_id = ${userId}`,
  ]);
  if (id !== "all" && updated.length === 0) throw notFound("No encontramos esa notificación");
  const count = num(unread?.n);
  await sendToUsers(rt, [
    {
      userId,
      organizationIds: organizationIdsOf(orgs?.ids),
      message: { action: "notifications-read", ids: id === "all" ? "all" : [id], unread: count },
    },
  ]);
  return { unread: count, updated: updated.length };
}
