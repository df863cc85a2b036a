// Meta's verdict on a template, told to the super admins in the bell (docs/whatsapp-templates.md): one in-app
// notification per actual change, addressed to every super admin, stored and delivered live the way a
// composed one is (notification-audience.ts, notification-deliver.ts), so GET /api/notification/mine lists it.
import { sql, type SQL } from "drizzle-orm";
import type { Runtime } from "../../env";
import { rawBatch } from "../../db/raw-batch";
import type { WaTemplateStatus } from "../../shared/whatsapp-schemas";
import { templateReasonEs } from "../../shared/whatsapp-template-reasons";
import { deliveryRows, insertRecipients, type DeliveryRow } from "../admin/notifications/notification-audience";
import { deliverNotification } from "../admin/notifications/notification-deliver";

/** A template whose review changed (a row the webhook's UPDATE returned). */
export interface TemplateChange {
  name: string;
  language: string;
  status: WaTemplateStatus;
  status_reason: string | null;
}

/** A status inside a sentence ("Plantilla x (es_AR): rechazada"). */
const STATUS_WORDS: Record<WaTemplateStatus, string> = {
  draft: "sin enviar",
  pending: "en revisión",
  approved: "aprobada",
  rejected: "rechazada",
  paused: "pausada",
};

/** "formato inválido (INVALID_FORMAT)"; Meta's words alone when there is no Spanish for them. */
const reasonText = (raw: string) => {
  const es = templateReasonEs(raw);
  return es && es !== raw ? `${es} (${raw})` : raw;
};

/** Nobody wrote it: the notifications' author for what the app says by itself. */
const SYSTEM_AUTHOR = 0;
const LINK = "/dashboard/whatsapp-templates";

/** «Plantilla bienvenida_organizacion (es_AR): rechazada» and «Motivo: formato inválido (INVALID_FORMAT)». */
export function templateChangeText(t: TemplateChange): { title: string; body: string } {
  const title = `Plantilla ${t.name} (${t.language}): ${STATUS_WORDS[t.status]}`;
  if (t.status_reason) return { title, body: `Motivo: ${reasonText(t.status_reason)}` };
  return { title, body: t.status === "approved" ? "Ya se puede enviar." : "" };
}

export async function noticeTemplateChanges(rt: Runtime, changes: TemplateChange[]): Promise<void> {
  try {
    const [admins] = await rawBatch<[{ id: number }]>(rt.db, [sql`SELECT id FROM users WHERE is_super_admin = 1`]);
    if (!admins.length) return;
    const audience = { kind: "users" as const, ids: admins.map((a) => a.id) };
    const now = new Date().toISOString();
    // Per change: the notification, its recipients and what delivering needs; within the batch the newest
    // notification is the one just made (as in notification-send.ts).
    const newest = sql`(SELECT max(id) FROM notifications)`;
    const texts = changes.map(templateChangeText);
    const statements = texts.flatMap(({ title, body }) => [
      sql`INSERT INTO notifications (created_by, title, body, link, audience, channels, status, send_at, sent_at)
            VALUES (${SYSTEM_AUTHOR}, ${title}, ${body}, ${LINK}, ${JSON.stringify(audience)}, '["in_app"]', 'sent',
                    ${now}, ${now})
            RETURNING id`,
      insertRecipients(newest, audience, ["in_app"]),
      deliveryRows(newest),
    ]);
    const results = await rawBatch(rt.db, statements as [SQL, ...SQL[]]);
    for (const [i, text] of texts.entries()) {
      const id = Number(results[i * 3]![0]!.id);
      const rows = results[i * 3 + 2] as unknown as DeliveryRow[];
      await deliverNotification(rt, { id, ...text, link: LINK, channels: ["in_app"] }, rows);
    }
  } catch (err) {
    // The status is stored already; a bell that failed must not make Meta retry the delivery.
    console.error("[whatsapp] template review notice failed", err);
  }
}
