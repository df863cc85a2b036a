// A sent notification in the demo (docs/administration.md): from the demo super admin to the demo organization, in the
// app and by email (a local run's outbox: "logged"), read by the owner and still unread for the plain user,
// so /notifications and the bell show real data. Audited like one sent through the API.
import type { SeedSql } from "./sql";

const HOUR_MS = 60 * 60 * 1000;

export interface NotificationSeedIds {
  superAdminId: number;
  organizationId: number;
  ownerId: number;
  userId: number;
}

export function seedNotifications(sql: SeedSql, ids: NotificationSeedIds, now = new Date()): number {
  const sentAt = new Date(now.getTime() - 26 * HOUR_MS).toISOString();
  const readAt = new Date(now.getTime() - 20 * HOUR_MS).toISOString();
  const channels = ["in_app", "email"];
  const audience = { kind: "organizations", ids: [ids.organizationId] };
  const id = sql.insert("notifications", {
    created_by: ids.superAdminId,
    title: "Nueva sección de tareas",
    body: "Ya pueden asignar tareas al equipo y recibir un recordatorio por la mañana.",
    link: "/tasks",
    audience,
    channels,
    status: "sent",
    send_at: sentAt,
    sent_at: sentAt,
    created_at: sentAt,
  });
  for (const [userId, read] of [
    [ids.ownerId, readAt],
    [ids.userId, null],
  ] as const) {
    sql.insert("notification_recipients", {
      notification_id: id,
      user_id: userId,
      email_status: "logged",
      whatsapp_status: null,
      read_at: read,
      created_at: sentAt,
    });
  }
  sql.insert("audit_log", {
    actor_id: ids.superAdminId,
    action: "notification",
    target_type: "notification",
    target_id: id,
    detail: { audience: "organizations", channels, recipients: 2, send_at: sentAt },
    created_at: sentAt,
  });
  return id;
}
