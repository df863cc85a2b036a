// Task test helpers: create tasks through the API, read the stored rows and the outbox.
import { and, eq, inArray } from "drizzle-orm";
import { outbox, tasks } from "../../worker/db/schema";
import type { Task } from "../../worker/shared/task-types";
import { api, db } from "./fixtures";

export type TaskBody = { task: Task };

export async function newTask(token: string, orgId: number, body: Record<string, unknown> = {}) {
  const res = await api<TaskBody>(`/task/${orgId}`, { method: "POST", token, body: { title: "Vacunar", ...body } });
  if (res.status !== 201) throw new Error(`task create ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.task;
}

/** Every stored task row of the organization (deleted ones too). */
export const storedTasks = (orgId: number) =>
  db().select().from(tasks).where(eq(tasks.organization_id, orgId)).orderBy(tasks.id);

/** Outbox rows addressed to any of `recipients`, optionally of one kind. */
export const outboxTo = (recipients: string[], kind?: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(inArray(outbox.recipient, recipients), kind ? eq(outbox.kind, kind) : undefined))
    .orderBy(outbox.id);
