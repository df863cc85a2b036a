// Task reads (/api/task): the filtered list (one statement, bounded, open work first by due day, done last)
// and one task, each row with its assignee's name; the task door's row.
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { tasks, users } from "../../../db/schema";
import type { Db } from "../../../env";
import { addDays } from "../../../shared/task-dates";
import { TASK_LIST_LIMIT } from "../../../shared/task-schemas";
import type { Task } from "../../../shared/task-types";
import type { TaskStatus } from "../../../shared/task-values";

/** The assignee's user row, joined by every task read. */
export const assignee = alias(users, "assignee");

/** The columns a Task is built from (the task and its assignee's name). */
function taskSelect(db: Db) {
  return db
    .select({
      task: tasks,
      assignee_first: assignee.first_name,
      assignee_last: assignee.last_name,
    })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assignee_id));
}

export type TaskRow = { task: typeof tasks.$inferSelect; assignee_first: string | null; assignee_last: string | null };

export function toTask({ task: t, assignee_first, assignee_last }: TaskRow): Task {
  const name = [assignee_first, assignee_last].filter(Boolean).join(" ").trim();
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    assignee: t.assignee_id ? { id: t.assignee_id, name } : null,
    due_date: t.due_date,
    priority: t.priority,
    status: t.status,
    recurrence: t.recurrence,
    lot_id: t.lot_id,
    rodeo_id: t.rodeo_id,
    note_id: t.note_id,
    previous_id: t.previous_id,
    created_by: t.created_by,
    completed_at: t.completed_at,
    completed_by: t.completed_by,
    created_at: t.created_at,
    updated_at: t.updated_at,
  };
}

/** The live tasks `ids` of `orgId` (a statement to run alone or inside a write's batch). */
export function tasksById(db: Db, orgId: number, ids: number[] | SQL) {
  return taskSelect(db).where(
    and(
      eq(tasks.organization_id, orgId),
      eq(tasks.deleted, false),
      Array.isArray(ids) ? inArray(tasks.id, ids) : sql`${tasks.id} IN ${ids}`,
    ),
  );
}

export interface TaskFilter {
  orgId: number;
  /** Argentina's day: the `due` windows count from it. */
  today: string;
  callerId: number;
  status?: TaskStatus;
  open?: boolean;
  assigneeId?: number;
  mine?: boolean;
  due?: "today" | "overdue" | "week";
  lotId?: number;
  rodeoId?: number;
}

/** The WHERE of a task list. */
export function taskConditions(f: TaskFilter): SQL {
  const where: SQL[] = [eq(tasks.organization_id, f.orgId), eq(tasks.deleted, false)];
  if (f.status) where.push(eq(tasks.status, f.status));
  if (f.open) where.push(ne(tasks.status, "hecha"));
  if (f.assigneeId) where.push(eq(tasks.assignee_id, f.assigneeId));
  if (f.mine) where.push(eq(tasks.assignee_id, f.callerId));
  if (f.lotId) where.push(eq(tasks.lot_id, f.lotId));
  if (f.rodeoId) where.push(eq(tasks.rodeo_id, f.rodeoId));
  if (f.due === "today") where.push(eq(tasks.due_date, f.today));
  if (f.due === "overdue") where.push(lt(tasks.due_date, f.today), ne(tasks.status, "hecha"));
  if (f.due === "week") where.push(gte(tasks.due_date, f.today), lte(tasks.due_date, addDays(f.today, 6)));
  return and(...where)!;
}

/** A task list's order: open work first, by due day (undated last); done work last, the latest completed first. */
export const TASK_ORDER = [
  sql`CASE WHEN ${tasks.status} = 'hecha' THEN 1 ELSE 0 END`,
  sql`CASE WHEN ${tasks.status} = 'hecha' THEN NULL ELSE ${tasks.due_date} IS NULL END`,
  sql`CASE WHEN ${tasks.status} = 'hecha' THEN NULL ELSE ${tasks.due_date} END`,
  desc(tasks.completed_at),
  asc(tasks.id),
];

export async function listTasks(db: Db, f: TaskFilter): Promise<Task[]> {
  const rows = await taskSelect(db)
    .where(taskConditions(f))
    .orderBy(...TASK_ORDER)
    .limit(TASK_LIST_LIMIT);
  return rows.map(toTask);
}

export async function getTask(db: Db, orgId: number, id: number): Promise<Task | null> {
  const [row] = await tasksById(db, orgId, [id]);
  return row ? toTask(row) : null;
}
