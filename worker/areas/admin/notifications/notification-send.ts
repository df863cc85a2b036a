// Sending a notification (docs/administration.md). "Enviar ahora" creates it, resolves its audience into recipients and
// audits it in ONE batch, then delivers. "Más tarde" stores it as scheduled (audited in the same batch) and
// the every-5-minutes cron claims it with a conditional UPDATE (scheduled → sending), so two overlapping
// runs never send it twice, then resolves and delivers the same way, and marks it sent.
import { sql } from "drizzle-orm";
import { rawBatch } from "../../../db/raw-batch";
import type { Runtime } from "../../../env";
import type { Audience, NotificationCreateParsed } from "../../../shared/notification-schemas";
import type { NotificationChannel } from "../../../db/schema-admin";
import { jsonList, jsonObject, type JsonColumn } from "../../herd/common/row-values";
import { deliveryRows, insertRecipients, type DeliveryRow } from "./notification-audience";
import { deliverNotification } from "./notification-deliver";

/** The cron expression (wrangler.toml [triggers]) that sends scheduled notifications. */
export const NOTIFICATION_CRON = "*/5 * * * *";
/** Scheduled notifications one cron run claims. */
const CLAIM_MAX = 20;
/** A claim older than this (its run died) is taken again by the next run. */
const STALE_MINUTES = 15;

export interface CreatedNotification {
  id: number;
  status: "scheduled" | "sent";
  send_at: string;
  /** Resolved recipients; null while scheduled. */
  recipients: number | null;
}

export async function createNotification(
  rt: Runtime,
  actorId: number,
  input: NotificationCreateParsed,
  now = new Date(),
): Promise<CreatedNotification> {
  const nowIso = now.toISOString();
  const later = input.send_at !== undefined && input.send_at > nowIso;
  const sendAt = later ? input.send_at! : nowIso;
  // Within the batch (one transaction, writes serialized by D1) the newest notification is the one just made.
  const newest = sql`(SELECT max(id) FROM notifications)`;
  const channels = JSON.stringify(input.channels);
  const create = sql`INSERT INTO notifications (created_by, title, body, link, audience, channels, status, send_at, sent_at)
    VALUES (${actorId}, ${input.title}, ${input.body}, ${input.link}, ${JSON.stringify(input.audience)}, ${channels},
            ${later ? "scheduled" : "sent"}, ${sendAt}, ${later ? null : nowIso})
    RETURNING id`;
  const audit = sql`INSERT INTO audit_log (actor_id, action, target_type, target_id, detail)
    SELECT ${actorId}, 'notification', 'notification', n.id, json_object(
      'audience', ${input.audience.kind}, 'channels', json(${channels}), 'send_at', n.send_at,
      'recipients', CASE WHEN n.status = 'sent'
        THEN (SELECT count(*) FROM notification_recipients r WHERE r.notification_id = n.id) END)
    FROM notifications n WHERE n.id = ${newest}`;
  if (later) {
    const [[row]] = await rawBatch<[{ id: number }, never]>(rt.db, [create, audit]);
    return { id: row!.id, status: "scheduled", send_at: sendAt, recipients: null };
  }
  const [[row], , , rows] = await rawBatch<[{ id: number }, never, never, DeliveryRow]>(rt.db, [
    create,
    insertRecipients(newest, input.audience, input.channels),
    audit,
    deliveryRows(newest),
  ]);
  const id = row!.id;
  await deliverNotification(rt, { id, ...input }, rows);
  return { id, status: "sent", send_at: sendAt, recipients: rows.length };
}

/**
 * The cron job: claims due scheduled notifications and sends each. Returns the ids it sent. A claim stamps
 * sent_at; one left "sending" for STALE_MINUTES (a run that died after claiming) is claimed again, and
 * resending is safe: recipients are INSERT OR IGNORE and only still-"queued" outside messages go out.
 */
export async function sendDueNotifications(rt: Runtime, now = new Date()): Promise<number[]> {
  const nowIso = now.toISOString();
  const stale = new Date(now.getTime() - STALE_MINUTES * 60 * 1000).toISOString();
  const claimable = sql`((status = 'scheduled' AND send_at <= ${nowIso}) OR (status = 'sending' AND sent_at < ${stale}))`;
  // audience and channels are JSON columns read through raw SQL: their text, parsed below.
  const [claimed] = await rawBatch<
    [{ id: number; title: string; body: string; link: string } & Record<"audience" | "channels", JsonColumn>]
  >(rt.db, [
    sql`UPDATE notifications SET status = 'sending', sent_at = ${nowIso}
        WHERE ${claimable} AND id IN (
          SELECT id FROM notifications WHERE ${claimable} ORDER BY send_at, id LIMIT ${CLAIM_MAX})
        RETURNING id, title, body, link, audience, channels`,
  ]);
  const sent: number[] = [];
  for (const n of claimed) {
    const id = n.id;
    const audience = jsonObject(n.audience) as Audience;
    const channels = jsonList<NotificationChannel>(n.channels);
    const [, rows] = await rawBatch<[never, DeliveryRow]>(rt.db, [
      insertRecipients(sql`${id}`, audience, channels),
      deliveryRows(sql`${id}`),
    ]);
    await deliverNotification(rt, { id, title: n.title, body: n.body, link: n.link, channels }, rows);
    // Sent once delivered: a run that dies before this leaves it "sending", for the next run to finish.
    await rawBatch(rt.db, [sql`UPDATE notifications SET status = 'sent', sent_at = ${nowIso} WHERE id = ${id}`]);
    sent.push(id);
  }
  return sent;
}
