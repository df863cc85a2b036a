// Tool `tasks`: open tasks, overdue ones, the ones due today / tomorrow / this week, or the done ones; all or
// one member's (matched loosely by name). The list query of GET /api/task (task-queries.ts) with the same
// filters, so the figures equal that list's.
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { titleCase } from "../../../shared/person-name";
import { countNoun, pluralize } from "../../../shared/plural";
import { addDays } from "../../../shared/task-dates";
import * as z from "../../../shared/zod";
import { sql } from "drizzle-orm";
import { listTasks, type TaskFilter } from "../../work/tasks/task-queries";
import { dayLabel } from "../dates";
import { ask, fmtInt, resolve, type ToolScope } from "./tool-scope";
import { nameArg } from "./tool-input";

export const tasksInput = z
  .object({
    filter: z
      .enum(["pending", "overdue", "today", "tomorrow", "week", "in_progress", "done"])
      .optional()
      .describe(
        "pending abiertas, overdue vencidas, today para hoy, tomorrow para mañana, week próximos 7 días, in_progress en curso, done hechas",
      ),
    mine: z.boolean().optional().describe("Solo las asignadas al usuario"),
    assignee: nameArg("Nombre de la persona a la que están asignadas (Lucía, Juan…)"),
  })
  .strict();
export type TasksInput = z.infer<typeof tasksInput>;

/** In the singular: "1 tarea vencida", "3 tareas vencidas" (plural.ts). */
const WHAT = {
  pending: "tarea pendiente",
  overdue: "tarea vencida",
  today: "tarea para hoy",
  tomorrow: "tarea para mañana",
  week: "tarea para los próximos 7 días",
  in_progress: "tarea en curso",
  done: "tarea hecha",
} as const;
const MAX_ROWS = 10;

export async function tasksTool(scope: ToolScope, input: TasksInput): Promise<AssistantToolResult> {
  const filter = input.filter ?? "pending";
  let assignee: { id: number; name: string } | undefined;
  if (input.assignee) {
    const members = await scope.db.all<{ id: number; name: string }>(sql`SELECT u.id,
        trim(u.first_name || ' ' || u.last_name) AS name
      FROM user_organizations uo JOIN users u ON u.id = uo.user_id
      WHERE uo.organization_id = ${scope.orgId} ORDER BY u.id LIMIT 500`);
    const r = resolve("member", input.assignee, members);
    if (!r.item) return ask(r.question);
    assignee = r.item;
  }
  const query: TaskFilter = {
    orgId: scope.orgId,
    today: scope.today,
    callerId: scope.userId,
    open: filter !== "done",
    mine: input.mine,
    assigneeId: assignee?.id,
  };
  if (filter === "done") query.status = "hecha";
  if (filter === "in_progress") query.status = "en_curso";
  if (filter === "today" || filter === "overdue" || filter === "week") query.due = filter;
  const tomorrow = addDays(scope.today, 1);
  const listed = await listTasks(scope.db, query);
  const tasks = filter === "tomorrow" ? listed.filter((t) => t.due_date === tomorrow) : listed;
  const list = tasks
    .slice(0, MAX_ROWS)
    .map(
      (t) =>
        `${t.title}${t.due_date ? ` (${dayLabel(t.due_date)})` : ""}${t.assignee ? ` — ${titleCase(t.assignee.name)}` : ""}`,
    );
  const who = assignee ? titleCase(assignee.name) : undefined;
  // The answer says when it counts: «para hoy», «para mañana», «los próximos 7 días», else as of today.
  const dated = filter === "today" || filter === "tomorrow" || filter === "week";
  const subject = who ? `${who} tiene${dated ? "" : " hoy"}` : dated ? "Tenés" : "Hoy tenés";
  const summary = tasks.length
    ? `${subject} ${countNoun(tasks.length, WHAT[filter], fmtInt)}: ${list.join("; ")}${tasks.length > MAX_ROWS ? "…" : ""}.`
    : `${dated ? "No hay" : "Hoy no hay"} ${pluralize(WHAT[filter])}${who ? ` de ${who}` : ""}.`;
  return {
    summary,
    period: dated ? WHAT[filter].replace(/^tarea /, "") : "hoy",
    figures: [{ label: pluralize(WHAT[filter]).replace(/^./, (c) => c.toUpperCase()), value: tasks.length }],
    links: [{ label: "Tareas", path: "/tasks" }],
    rows: tasks.slice(0, MAX_ROWS).map((t) => ({ tarea: t.title, vence: t.due_date, estado: t.status, id: t.id })),
  };
}
