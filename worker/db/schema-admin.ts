// Platform administration (docs/administration.md): the audit log of super-admin writes, notifications and their
// recipients, inactivity reminders, and first-party product analytics. Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { organizations, users } from "./schema";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** Every super-admin write: who, when, what and the target (worker/areas/admin/audit.ts writes it). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The super admin; kept as a plain id so the trail survives the account's deletion. */
    actor_id: integer("actor_id").notNull(),
    /** user-edit, set-initial-password, add-user-admin, greeting, notification, reminder, ... */
    action: text("action").notNull(),
    target_type: text("target_type", {
      enum: ["user", "organization", "notification", "conversation", "whatsapp_template"],
    }).notNull(),
    target_id: integer("target_id"),
    /** What changed (field names, counts), never a password or a token. */
    detail: text("detail", { mode: "json" })
      .notNull()
      .default(sql`'{}'`),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [
    index("audit_log_created_idx").on(t.created_at),
    index("audit_log_target_idx").on(t.target_type, t.target_id),
  ],
);

export const NOTIFICATION_CHANNELS = ["in_app", "email", "whatsapp"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_STATUSES = ["scheduled", "sending", "sent", "cancelled"] as const;

/** A notice composed by a super admin; its audience is resolved to recipients when it is sent. */
export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    created_by: integer("created_by").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** An in-app path ("/stock") or an https URL; empty for none. */
    link: text("link").notNull().default(""),
    /** { kind: "all" } | { kind: "organizations", ids } | { kind: "users", ids } | { kind: "role", role }. */
    audience: text("audience", { mode: "json" }).notNull(),
    channels: text("channels", { mode: "json" }).$type<NotificationChannel[]>().notNull(),
    status: text("status", { enum: NOTIFICATION_STATUSES }).notNull().default("scheduled"),
    /** When it goes out (ISO); now for "enviar ahora", later for the cron. */
    send_at: text("send_at").notNull(),
    sent_at: text("sent_at"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("notifications_status_send_idx").on(t.status, t.send_at)],
);

/** One row per notification and user (a user in two chosen organizations gets one). */
export const notificationRecipients = sqliteTable(
  "notification_recipients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    notification_id: integer("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Outside channels' outcome: null when the channel was not asked for (or not possible: no phone). */
    email_status: text("email_status", { enum: ["queued", "sent", "logged", "failed"] }),
    whatsapp_status: text("whatsapp_status", { enum: ["queued", "sent", "logged", "failed"] }),
    read_at: text("read_at"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("notification_recipients_uq").on(t.notification_id, t.user_id),
    index("notification_recipients_user_idx").on(t.user_id, t.read_at),
  ],
);

/** "Enviar recordatorio" to an inactive organization: at most one per organization in 24 h. */
export const organizationReminders = sqliteTable(
  "organization_reminders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    sent_by: integer("sent_by").notNull(),
    sent_at: text("sent_at").notNull().default(now),
  },
  (t) => [index("organization_reminders_org_idx").on(t.organization_id, t.sent_at)],
);

/**
 * First-party analytics where Workers Analytics Engine is not bound (local, tests): page views with the
 * SPA's session id (a session ends after 30 min idle or 24 h, docs/client-rules.md). No personal data beyond ids.
 */
export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    session_id: text("session_id").notNull(),
    user_id: integer("user_id").notNull(),
    organization_id: integer("organization_id"),
    /** The route pattern ("/lots/:id"), never ids or query strings. */
    path: text("path").notNull(),
    at: text("at").notNull(),
  },
  (t) => [index("analytics_events_at_idx").on(t.at), index("analytics_events_user_idx").on(t.user_id, t.at)],
);
