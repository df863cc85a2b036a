// The demo ranch's tasks (docs/tasks-and-notes.md): the owner (Martín) and the plain user (Lucía) share the work — some due
// today (the dashboard's "Para hoy"), one overdue, some done, recurring ones (a weekly series with its done
// predecessor), tied to paddocks and rodeos, one in progress and one with nobody assigned.
import type { TaskPriority, TaskRecurrence, TaskStatus } from "../../shared/task-values";
import { addDays, type InsertFn } from "./ranch-builder";
import type { RodeoKey } from "./ranch-plan";

export interface TaskSeedInput {
  organizationId: number;
  ownerId: number;
  userId: number;
  /** Argentina's day the seed runs (YYYY-MM-DD). */
  today: string;
  lots: number[];
  rodeos: Record<RodeoKey, number>;
}

interface SeedTask {
  title: string;
  description?: string;
  assignee: "owner" | "user" | null;
  author?: "owner" | "user";
  /** Days from today (negative: past), or null for no date. */
  due: number | null;
  priority?: TaskPriority;
  status?: TaskStatus;
  recurrence?: TaskRecurrence;
  lot?: number;
  rodeo?: RodeoKey;
  /** Index of the task (in this list) whose completion created this one. */
  previous?: number;
}

const TASKS: SeedTask[] = [
  {
    title: "Recorrer aguadas y bebederos",
    description: "Mirar el nivel de los tanques y que los flotantes corten bien.",
    assignee: "user",
    due: 0,
    priority: "alta",
    recurrence: "daily",
    lot: 0,
  },
  { title: "Revisar el alambrado del fondo", assignee: "user", due: 0, lot: 0 },
  { title: "Llamar al veterinario por la vacuna de aftosa", assignee: "owner", due: 0, rodeo: "cria" },
  {
    title: "Vacunar terneros contra mancha",
    description: "Quedaron 40 terneros sin la segunda dosis.",
    assignee: "user",
    due: -3,
    priority: "alta",
    rodeo: "destete",
  },
  // A weekly series: last week's weighing is done, this week's is due today.
  { title: "Pesar la invernada", assignee: "user", due: -7, recurrence: "weekly", rodeo: "invernada", status: "hecha" },
  { title: "Pesar la invernada", assignee: "user", due: 0, recurrence: "weekly", rodeo: "invernada", previous: 4 },
  { title: "Pagar la luz del puesto", assignee: "owner", due: -2, status: "hecha", priority: "baja" },
  { title: "Desparasitar las vaquillonas", assignee: "user", due: 3, rodeo: "vaquillonas" },
  {
    title: "Controlar el stock de insumos",
    description: "Contar rollos, maíz y gasoil y pedir lo que falte.",
    assignee: "owner",
    due: 12,
    recurrence: "monthly",
  },
  { title: "Sembrar el verdeo de avena", assignee: "owner", due: 10, priority: "baja", lot: 7 },
  { title: "Limpiar el tanque australiano", assignee: "user", author: "user", due: 1, status: "en_curso", lot: 1 },
  { title: "Revisar los toros antes del servicio", assignee: null, due: null, rodeo: "toros" },
];

export function seedTasks(insert: InsertFn, input: TaskSeedInput): number[] {
  const who = { owner: input.ownerId, user: input.userId };
  const at = `${input.today}T10:00:00.000Z`;
  const ids: number[] = [];
  for (const t of TASKS) {
    const due = t.due === null ? null : addDays(input.today, t.due);
    const done = t.status === "hecha";
    ids.push(
      insert("tasks", {
        organization_id: input.organizationId,
        title: t.title,
        description: t.description ?? "",
        assignee_id: t.assignee ? who[t.assignee] : null,
        due_date: due,
        priority: t.priority ?? "media",
        status: t.status ?? "pendiente",
        recurrence: t.recurrence ?? "none",
        lot_id: t.lot === undefined ? null : (input.lots[t.lot] ?? null),
        rodeo_id: t.rodeo ? input.rodeos[t.rodeo] : null,
        previous_id: t.previous === undefined ? null : ids[t.previous]!,
        created_by: who[t.author ?? "owner"],
        completed_at: done ? `${due}T18:00:00.000Z` : null,
        completed_by: done && t.assignee ? who[t.assignee] : null,
        created_at: at,
        updated_at: at,
      }),
    );
  }
  return ids;
}
