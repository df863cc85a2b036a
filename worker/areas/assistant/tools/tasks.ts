// Tool `tasks`: open tasks, overdue ones, or the ones due today / this week. The list query of GET /api/task
// (task-queries.ts) with the same filters, so the figures equal that list's.
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { titleCase } from "../../../shared/person-name";
import { countNoun, pluralize } from "../../../shared/plural";
import { z } from "../../../shared/zod";
import { listTasks, type TaskFilter } from "../../work/tasks/task-queries";
import { dayLabel } from "../dates";
import { fmtInt, type ToolScope } from "./tool-scope";

export const tasksInput = z
  .object({
    filter: z
      .enum(["pending", "overdue", "today", "week"])
      .optional()
      .describe("pending abiertas, overdue vencidas, today para hoy, week próximos 7 días"),
    mine: z.boolean().optional().describe("Solo las asignadas al usuario"),
  })
  .strict();
export type TasksInput = z.infer<typeof tasksInput>;

/** In the singular: "1 tarea vencida", "3 tareas vencidas" (plural.ts). */
const WHAT = {
  pending: "tarea pendiente",
  overdue: "tarea vencida",
  today: "tarea para hoy",
  week: "tarea para los próximos 7 días",
} as const;
const MAX_ROWS = 10;

export async function tasksTool(scope: ToolScope, input: TasksInput): Promise<AssistantToolResult> {
  const filter = input.filter ?? "pending";
  const query: TaskFilter = {
    orgId: scope.orgId,
    today: scope.today,
    callerId: scope.userId,
    open: true,
    mine: input.mine,
  };
  if (filter !== "pending") query.due = filter;
  const tasks = await listTasks(scope.db, query);
  const list = tasks
    .slice(0, MAX_ROWS)
    .map(
      (t) =>
        `${t.title}${t.due_date ? ` (${dayLabel(t.due_date)})` : ""}${t.assignee ? ` — ${titleCase(t.assignee.name)}` : ""}`,
    );
  const summary = tasks.length
    ? `Tenés ${countNoun(tasks.length, WHAT[filter], fmtInt)}: ${list.join("; ")}${tasks.length > MAX_ROWS ? "…" : ""}.`
    : `No hay ${pluralize(WHAT[filter])}.`;
  return {
    summary,
    figures: [{ label: pluralize(WHAT[filter]).replace(/^./, (c) => c.toUpperCase()), value: tasks.length }],
    links: [{ label: "Tareas", path: "/tasks" }],
    rows: tasks.slice(0, MAX_ROWS).map((t) => ({ tarea: t.title, vence: t.due_date, estado: t.status, id: t.id })),
  };
}
