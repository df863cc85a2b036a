// Delivering a notification whose recipients are stored (docs/administration.md): email and the WhatsApp template to the
// rows marked "queued", their outcome written back, and the bell's live message. Nothing claims "sent" when
// it was not: a local run's outbox record is "logged", a provider's refusal "failed", an interrupted run
// leaves "queued".
import { sql } from "drizzle-orm";
import { rawBatch } from "../../../db/raw-batch";
import type { Runtime } from "../../../env";
import { emailChannel, whatsappChannel, type Channel, type OutgoingMessage } from "../../../lib/outbox";
import { WHATSAPP_TEMPLATE } from "../../../shared/notification-schemas";
import type { DeliveryRow } from "./notification-audience";
import { organizationIdsOf, sendToUsers } from "./notification-live";

export interface DeliverableNotification {
  id: number;
  title: string;
  body: string;
  link: string;
  channels: string[];
}

type Outcome = "sent" | "logged" | "failed";

/** Sends and reports each message's outcome: one call locally, one per message with a provider. */
async function deliver(channel: Channel, remote: boolean, messages: Array<OutgoingMessage & { userId: number }>) {
  const outcome = new Map<Outcome, number[]>();
  const mark = (o: Outcome, ids: number[]) => {
    const list = outcome.get(o) ?? [];
    list.push(...ids);
    outcome.set(o, list);
  };
  if (!messages.length) return outcome;
  if (!remote) {
    await channel.send(messages).then(
      () =>
        mark(
          "logged",
          messages.map((m) => m.userId),
        ),
      (e: unknown) => console.error("notification outbox failed", e),
    );
    return outcome;
  }
  for (const m of messages) {
    await channel.send([m]).then(
      () => mark("sent", [m.userId]),
      () => mark("failed", [m.userId]),
    );
  }
  return outcome;
}

const fullLink = (rt: Runtime, link: string) => (link.startsWith("/") ? `${rt.origin}${link}` : link);

export async function deliverNotification(rt: Runtime, n: DeliverableNotification, rows: DeliveryRow[]): Promise<void> {
  const link = n.link ? fullLink(rt, n.link) : "";
  const text = [n.body, link].filter(Boolean).join("\n\n") || n.title;
  const emails = rows
    .filter((r) => r.email_status === "queued")
    .map((r) => ({
      userId: r.user_id,
      to: r.email,
      kind: "notification",
      subject: n.title,
      body: text,
    }));
  const whatsapps = rows
    .filter((r) => r.whatsapp_status === "queued")
    .map((r) => ({
      userId: r.user_id,
      to: String(r.phone),
      kind: "notification",
      body: `${n.title}\n${text}`,
      template: { name: WHATSAPP_TEMPLATE, params: [n.title, n.body || link || n.title] },
    }));
  const [email, whatsapp] = await Promise.all([
    deliver(emailChannel(rt), Boolean(rt.env.RESEND_API_KEY), emails),
    deliver(whatsappChannel(rt), Boolean(rt.env.WHATSAPP_TOKEN && rt.env.WHATSAPP_PHONE_ID), whatsapps),
  ]);
  const updates = [
    ...[...email].map(([status, ids]) => ({ column: sql.raw("email_status"), status, ids })),
    ...[...whatsapp].map(([status, ids]) => ({ column: sql.raw("whatsapp_status"), status, ids })),
  ].map(
    ({ column, status, ids }) =>
      sql`UPDATE notification_recipients SET ${column} = ${status}
          WHERE notification_id = ${n.id} AND user_id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
  );
  if (updates.length) await rawBatch(rt.db, updates);
  if (!n.channels.includes("in_app")) return;
  await sendToUsers(
    rt,
    rows.map((r) => ({
      userId: r.user_id,
      organizationIds: organizationIdsOf(r.organization_ids),
      message: {
        action: "notification-received",
        notification: {
          id: n.id,
          title: n.title,
          body: n.body,
          link: n.link,
          created_at: r.created_at,
          read_at: null,
        },
        unread: r.unread,
      },
    })),
  );
}
