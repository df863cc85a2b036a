// The morning reminder (cron, worker/index.ts): for every assignee with open tasks due that Argentine day, ONE
// message listing them, by email, and by WhatsApp too when their phone is verified. Each (task, day) is
// claimed in task_reminders before anything is sent, and only what this run claimed is sent, so a second run
// (a retried cron, two overlapping ones) sends nothing twice. A failed delivery is not retried: the claim
// stays, as a reminder that arrives late is worth less than one that arrives twice.
import { sql } from "drizzle-orm";
import type { Runtime } from "../../../env";
import { emailChannel, whatsappChannel, type OutgoingMessage } from "../../../lib/outbox";
import { argentinaDay } from "../../../shared/task-dates";
import { shortDay } from "./task-notify";
import { titleCase } from "../../../shared/person-name";

/** The cron expression of the reminder in wrangler.toml: 10:00 UTC is 07:00 in Argentina. */
export const TASK_REMINDER_CRON = "0 10 * * *";

/** Most reminders one run claims: bounds the work of a single invocation. */
const MAX_CLAIMS = 5000;

interface DueRow {
  task_id: number;
  title: string;
  priority: string;
  organization: string;
  user_id: number;
  email: string;
  first_name: string;
  phone: string | null;
  phone_verified: number;
}

export interface ReminderResult {
  day: string;
  tasks: number;
  emails: number;
  whatsapps: number;
}

function reminderBody(name: string, day: string, rows: DueRow[]): string {
  const lines = rows.map((r) => `• ${r.title}${r.priority === "alta" ? " (prioridad alta)" : ""} — ${r.organization}`);
  const count = rows.length === 1 ? "una tarea" : `${rows.length} tareas`;
  return [`¡Buen día${name ? `, ${titleCase(name)}` : ""}! Para hoy (${shortDay(day)}) tenés ${count}:`, ...lines].join(
    "\n",
  );
}

export async function sendTaskReminders(rt: Runtime, now: Date = new Date()): Promise<ReminderResult> {
  const day = argentinaDay(now);
  // Claim first: the primary key (task_id, day) lets each reminder be claimed by one run only.
  const claimed = await rt.db.all<{ task_id: number }>(sql`
    INSERT INTO task_reminders (task_id, day)
    SELECT t.id, ${day} FROM tasks t
     WHERE t.due_date = ${day} AND t.deleted = 0 AND t.status != 'hecha' AND t.assignee_id IS NOT NULL
     LIMIT ${MAX_CLAIMS}
    ON CONFLICT DO NOTHING
    RETURNING task_id`);
  if (!claimed.length) return { day, tasks: 0, emails: 0, whatsapps: 0 };
  const rows = await rt.db.all<DueRow>(sql`
    SELECT t.id AS task_id, t.title, t.priority, o.name AS organization, u.id AS user_id, u.email, u.first_name,
           u.phone, u.phone_verified
      FROM tasks t
      JOIN users u ON u.id = t.assignee_id
      JOIN organizations o ON o.id = t.organization_id
     WHERE t.id IN (SELECT value FROM json_each(${JSON.stringify(claimed.map((c) => c.task_id))}))
     ORDER BY u.id, CASE t.priority WHEN 'alta' THEN 0 WHEN 'media' THEN 1 ELSE 2 END, t.id`);
  const byUser = new Map<number, DueRow[]>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  const emails: OutgoingMessage[] = [];
  const whatsapps: OutgoingMessage[] = [];
  for (const list of byUser.values()) {
    const who = list[0]!;
    const body = reminderBody(who.first_name, day, list);
    emails.push({ to: who.email, kind: "task-reminder", subject: `Tus tareas para hoy (${shortDay(day)})`, body });
    if (who.phone && who.phone_verified) whatsapps.push({ to: who.phone, kind: "task-reminder", body });
  }
  // Each channel on its own: a failing provider does not keep the other one's messages from going out.
  const results = await Promise.allSettled([emailChannel(rt).send(emails), whatsappChannel(rt).send(whatsapps)]);
  for (const r of results) if (r.status === "rejected") console.error("task reminders: delivery failed", r.reason);
  return { day, tasks: rows.length, emails: emails.length, whatsapps: whatsapps.length };
}
