// Organizations with no recorded movement and no member log-in in a window (docs/administration.md), and the reminder
// that goes to their owners at most once a day. One statement to list; one batch to claim the reminders
// and write their audit entries, so two super admins pressing the button together send once.
import { sql } from "drizzle-orm";
import { rawBatch } from "../../../db/raw-batch";
import type { Runtime } from "../../../env";
import { emailChannel, whatsappChannel, type OutgoingMessage } from "../../../lib/outbox";
import {
  INACTIVE_LIST_MAX,
  REMINDER_COOLDOWN_HOURS,
  type InactiveOrganization,
  type ReminderResult,
} from "../../../shared/inactive-schemas";
import { jsonList } from "../../herd/common/row-values";
import { titleCase } from "../../../shared/person-name";
import { DAY_MS } from "../../../shared/time";

/** Each organization's owners and the later of its last movement and last member log-in. */
const activity = sql`
  SELECT o.id, o.name, o.created_at,
    nullif(max(
      coalesce((SELECT max(m.created_at) FROM movements m WHERE m.organization_id = o.id), ''),
      coalesce((SELECT max(u.last_login) FROM user_organizations uo JOIN users u ON u.id = uo.user_id
                WHERE uo.organization_id = o.id), '')
    ), '') AS last_activity,
    (SELECT json_group_array(json_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name),
              'email', u.email, 'phone', u.phone, 'phone_verified', u.phone_verified))
       FROM user_organizations uo JOIN users u ON u.id = uo.user_id
      WHERE uo.organization_id = o.id AND uo.role = 'owner') AS owners,
    (SELECT max(r.sent_at) FROM organization_reminders r WHERE r.organization_id = o.id) AS last_reminder_at
  FROM organizations o`;

type Owner = InactiveOrganization["owners"][number] & { phone_verified?: number };

/**
 * Inactive for `days`: nothing since the cutoff (activity exactly at the cutoff still counts as active). An
 * organization younger than the window with no activity yet is not inactive: its creation is its activity.
 */
export async function inactiveOrganizations(rt: Runtime, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const [rows] = await rawBatch(rt.db, [
    sql`SELECT * FROM (${activity}) WHERE coalesce(last_activity, created_at) < ${cutoff}
        ORDER BY coalesce(last_activity, created_at) ASC, id ASC LIMIT ${INACTIVE_LIST_MAX + 1}`,
  ]);
  const organizations: InactiveOrganization[] = rows.slice(0, INACTIVE_LIST_MAX).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    created_at: String(r.created_at),
    last_activity: (r.last_activity as string | null) ?? null,
    owners: jsonList<Owner>(JSON.parse(String(r.owners ?? "[]"))).map(({ phone_verified: _v, ...o }) => o),
    last_reminder_at: (r.last_reminder_at as string | null) ?? null,
  }));
  return { organizations, truncated: rows.length > INACTIVE_LIST_MAX, cutoff };
}

/** Claims a reminder for each organization not reminded in 24 h, audits it, then messages the owners. */
export async function remindOrganizations(
  rt: Runtime,
  actorId: number,
  organizationIds: number[],
  now = new Date(),
): Promise<ReminderResult> {
  const ids = [...new Set(organizationIds)];
  const sentAt = now.toISOString();
  const since = new Date(now.getTime() - REMINDER_COOLDOWN_HOURS * 60 * 60 * 1000).toISOString();
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [claimed, , owners] = await rawBatch(rt.db, [
    sql`INSERT INTO organization_reminders (organization_id, sent_by, sent_at)
        SELECT o.id, ${actorId}, ${sentAt} FROM organizations o
        WHERE o.id IN (${idList}) AND NOT EXISTS (
          SELECT 1 FROM organization_reminders r WHERE r.organization_id = o.id AND r.sent_at > ${since})
        RETURNING organization_id`,
    sql`INSERT INTO audit_log (actor_id, action, target_type, target_id, detail)
        SELECT ${actorId}, 'reminder', 'organization', organization_id, '{}' FROM organization_reminders
        WHERE sent_by = ${actorId} AND sent_at = ${sentAt} AND organization_id IN (${idList})`,
    sql`SELECT o.id AS organization_id, o.name AS organization, u.email, u.phone, u.phone_verified, u.first_name
        FROM organization_reminders r JOIN organizations o ON o.id = r.organization_id
        JOIN user_organizations uo ON uo.organization_id = o.id AND uo.role = 'owner'
        JOIN users u ON u.id = uo.user_id
        WHERE r.sent_by = ${actorId} AND r.sent_at = ${sentAt} AND r.organization_id IN (${idList})`,
  ]);
  const sent = claimed.map((r) => Number(r.organization_id));
  const emails: OutgoingMessage[] = [];
  const whatsapps: OutgoingMessage[] = [];
  for (const o of owners) {
    // A fixed text naming only the organization and the app's address: nothing a caller typed.
    const body =
      `¡Hola${o.first_name ? ` ${titleCase(String(o.first_name))}` : ""}! Hace un tiempo que no se registran movimientos en ` +
      `"${String(o.organization)}" en Tropero. Cuando quieras, cargá los últimos registros en ${rt.origin}`;
    emails.push({
      to: String(o.email),
      kind: "reminder",
      subject: `Tu campo ${String(o.organization)} en Tropero`,
      body,
    });
    if (o.phone && Number(o.phone_verified) === 1) whatsapps.push({ to: String(o.phone), kind: "reminder", body });
  }
  await emailChannel(rt).send(emails);
  await whatsappChannel(rt).send(whatsapps);
  return { sent, skipped: ids.filter((id) => !sent.includes(id)) };
}
