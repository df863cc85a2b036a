// Task writes (/api/task): create, edit, soft delete and complete (with the next task of a recurring series
// in the same batch). Services take a Scope (after the door) and never authorize: the routes apply the
// author rule (organization/record-rules.ts).
import { and, eq, ne, sql } from "drizzle-orm";
import { tasks } from "../../../db/schema";
import type { Runtime } from "../../../env";
import { conflict, notFound } from "../../../lib/errors";
import type { Scope } from "../../organization/door";
import { argentinaDay } from "../../../shared/task-dates";
import type { TaskCreateBody, TaskUpdateBody } from "../../../shared/task-schemas";
import type { Task } from "../../../shared/task-types";
import { getTask, tasksById, toTask } from "./task-queries";
import { nextDueDate } from "./task-recurrence";
import { checkTaskRefs } from "./task-refs";
import { notifyAssignment } from "./task-notify";

export const taskGone = () => notFound("La tarea no existe o fue eliminada", "TASK_NOT_FOUND");
const alreadyDone = () => conflict("La tarea ya está hecha", "TASK_ALREADY_DONE");

/** Who acts and how to reach the assignee: the request's runtime and the caller's name. */
export interface Actor {
  rt: Runtime;
  name: string;
}

/** A live task of the scope's organization, or 404 (another organization's id reveals nothing). */
export async function loadTask(scope: Scope, id: number): Promise<Task> {
  const task = await getTask(scope.db, scope.orgId, id);
  if (!task) throw taskGone();
  return task;
}

export async function createTask(scope: Scope, actor: Actor, body: TaskCreateBody): Promise<Task> {
  const refs = await checkTaskRefs(scope.db, scope.orgId, body);
  const now = new Date().toISOString();
  const [, rows] = await scope.db.batch([
    scope.db.insert(tasks).values({
      organization_id: scope.orgId,
      title: body.title,
      description: body.description,
      assignee_id: body.assignee_id ?? null,
      due_date: body.due_date ?? null,
      priority: body.priority,
      status: body.status,
      recurrence: body.recurrence,
      lot_id: body.lot_id ?? null,
      rodeo_id: body.rodeo_id ?? null,
      note_id: body.note_id ?? null,
      created_by: scope.userId,
      created_at: now,
      updated_at: now,
    }),
    tasksById(scope.db, scope.orgId, sql`(last_insert_rowid())`),
  ]);
  const task = toTask(rows[0]!);
  await scope.publish({ action: "task-created", task });
  if (refs.assignee && refs.assignee.id !== scope.userId) {
    await notifyAssignment(actor.rt, task, refs.assignee, actor.name, refs.organization);
  }
  return task;
}

export async function updateTask(scope: Scope, actor: Actor, before: Task, body: TaskUpdateBody): Promise<Task> {
  const refs = await checkTaskRefs(scope.db, scope.orgId, {
    assignee_id: body.assignee_id,
    lot_id: body.lot_id,
    rodeo_id: body.rodeo_id,
  });
  const fields = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as TaskUpdateBody;
  // A done task reopened by a status goes back to open work: its completion is forgotten.
  const reopen = fields.status && before.status === "hecha" ? { completed_at: null, completed_by: null } : {};
  const live = and(eq(tasks.id, before.id), eq(tasks.organization_id, scope.orgId), eq(tasks.deleted, false));
  const [updated, rows] = await scope.db.batch([
    scope.db
      .update(tasks)
      .set({ ...fields, ...reopen, updated_at: new Date().toISOString() })
      .where(live)
      .returning({ id: tasks.id }),
    tasksById(scope.db, scope.orgId, [before.id]),
  ]);
  if (!updated.length || !rows[0]) throw taskGone();
  const task = toTask(rows[0]);
  await scope.publish({ action: "task-updated", task });
  const newAssignee = refs.assignee && refs.assignee.id !== before.assignee?.id ? refs.assignee : null;
  if (newAssignee && newAssignee.id !== scope.userId) {
    await notifyAssignment(actor.rt, task, newAssignee, actor.name, refs.organization);
  }
  return task;
}

export async function deleteTask(scope: Scope, before: Task): Promise<void> {
  const [row] = await scope.db
    .update(tasks)
    .set({ deleted: true, updated_at: new Date().toISOString() })
    .where(and(eq(tasks.id, before.id), eq(tasks.organization_id, scope.orgId), eq(tasks.deleted, false)))
    .returning({ id: tasks.id });
  if (!row) throw taskGone();
  await scope.publish({ action: "task-deleted", taskId: before.id });
}

const isUniqueViolation = (e: unknown) => /UNIQUE constraint failed/i.test(String((e as Error)?.message ?? e));

/**
 * Marks a task done (any member may: the work got done, whoever did it); a recurring one gets its next task
 * in the same batch, once per task: a task reopened and completed again keeps its one next task. Completing
 * a done task is a 409: the status guard stops it, and should two racing batches both pass it, the unique
 * index on previous_id fails the second one whole (rolled back) and it answers 409 too.
 */
export async function completeTask(scope: Scope, before: Task): Promise<{ task: Task; next: Task | null }> {
  if (before.status === "hecha") throw alreadyDone();
  const now = new Date().toISOString();
  const nextDue = nextDueDate(before.recurrence, before.due_date, argentinaDay());
  const complete = scope.db
    .update(tasks)
    .set({ status: "hecha", completed_at: now, completed_by: scope.userId, updated_at: now })
    .where(
      and(
        eq(tasks.id, before.id),
        eq(tasks.organization_id, scope.orgId),
        eq(tasks.deleted, false),
        ne(tasks.status, "hecha"),
      ),
    )
    .returning({ id: tasks.id });
  let done: Array<{ id: number }>;
  let rows: Awaited<ReturnType<typeof tasksById>>;
  try {
    if (nextDue) {
      // The next task copies the series' fields and keeps its author, who may still edit it.
      // insert-select lists every column in table order; a NULL id is the next one.
      const insertNext = scope.db.insert(tasks).select(
        scope.db
          .select({
            id: sql<number>`NULL`.as("id"),
            organization_id: tasks.organization_id,
            title: tasks.title,
            description: tasks.description,
            assignee_id: tasks.assignee_id,
            due_date: sql<string>`${nextDue}`.as("due_date"),
            priority: tasks.priority,
            status: sql<"pendiente">`'pendiente'`.as("status"),
            recurrence: tasks.recurrence,
            lot_id: tasks.lot_id,
            rodeo_id: tasks.rodeo_id,
            note_id: tasks.note_id,
            previous_id: tasks.id,
            created_by: tasks.created_by,
            completed_at: sql<null>`NULL`.as("completed_at"),
            completed_by: sql<null>`NULL`.as("completed_by"),
            deleted: sql<boolean>`0`.as("deleted"),
            created_at: sql<string>`${now}`.as("created_at"),
            updated_at: sql<string>`${now}`.as("updated_at"),
          })
          .from(tasks)
          .where(
            and(
              eq(tasks.id, before.id),
              eq(tasks.organization_id, scope.orgId),
              sql`NOT EXISTS (SELECT 1 FROM tasks n WHERE n.previous_id = ${before.id})`,
            ),
          ),
      );
      [done, , rows] = await scope.db.batch([
        complete,
        insertNext,
        // The task and the next one this batch created (stamped `now`), not one an earlier completion made.
        tasksById(
          scope.db,
          scope.orgId,
          sql`(SELECT id FROM tasks WHERE id = ${before.id} OR (previous_id = ${before.id} AND created_at = ${now}))`,
        ),
      ]);
    } else {
      [done, rows] = await scope.db.batch([complete, tasksById(scope.db, scope.orgId, [before.id])]);
    }
  } catch (e) {
    if (isUniqueViolation(e)) throw alreadyDone();
    throw e;
  }
  if (!done.length) throw alreadyDone();
  const task = toTask(rows.find((r) => r.task.id === before.id)!);
  const nextRow = rows.find((r) => r.task.id !== before.id);
  const next = nextRow ? toTask(nextRow) : null;
  await scope.publish({ action: "task-updated", task });
  if (next) await scope.publish({ action: "task-created", task: next });
  return { task, next };
}
