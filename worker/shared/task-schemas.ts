// Bodies and filters of /api/task (docs/tasks-and-notes.md), shared by the API and the SPA's task forms.
import * as z from "./zod";
import { entityId, text } from "./schema-parts";
import { isCalendarDay } from "./task-dates";
import { TASK_PRIORITIES, TASK_RECURRENCES } from "./task-values";

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
/** Most rows one list answer carries (open ones first): a ranch's open work fits many times over. */
export const TASK_LIST_LIMIT = 200;

export const DUE_DATE_MESSAGE = "Fecha inválida: usá una fecha real con el formato AAAA-MM-DD";

/** A due day on Argentina's calendar: YYYY-MM-DD, a real date, years 2000–2100. */
export const dueDay = z
  .string({ error: DUE_DATE_MESSAGE })
  .refine((s) => isCalendarDay(s) && s >= "2000-01-01" && s <= "2100-12-31", DUE_DATE_MESSAGE);

/** What a task's status may be set to by create or edit; "hecha" only through POST .../complete. */
export const TASK_OPEN_STATUSES = ["pendiente", "en_curso"] as const;
const openStatus = z.enum(TASK_OPEN_STATUSES, {
  error: "Estado inválido: para terminar una tarea usá Completar",
});

const title = z
  .string({ error: "Ingresá un título" })
  .trim()
  .min(1, "Ingresá un título")
  .max(TASK_TITLE_MAX, `Máximo ${TASK_TITLE_MAX} caracteres`);
const priority = z.enum(TASK_PRIORITIES, { error: "Prioridad inválida: baja, media o alta" });
const recurrence = z.enum(TASK_RECURRENCES, { error: "Repetición inválida" });

/** POST /api/task/{org}. */
export const taskCreateSchema = z.object({
  title,
  description: text(TASK_DESCRIPTION_MAX),
  assignee_id: entityId.nullish(),
  due_date: dueDay.nullish(),
  priority: priority.default("media"),
  status: openStatus.default("pendiente"),
  recurrence: recurrence.default("none"),
  lot_id: entityId.nullish(),
  rodeo_id: entityId.nullish(),
  /** The note this task was made from ("Convertir en tarea"). */
  note_id: entityId.nullish(),
});
export type TaskCreateInput = z.input<typeof taskCreateSchema>;
export type TaskCreateBody = z.output<typeof taskCreateSchema>;

/** PUT /api/task/{org}/{id}: any of the fields; null clears an optional one. A done task reopens with a status. */
export const taskUpdateSchema = z
  .object({
    title: title.optional(),
    description: z.string().max(TASK_DESCRIPTION_MAX, `Máximo ${TASK_DESCRIPTION_MAX} caracteres`).optional(),
    assignee_id: entityId.nullable().optional(),
    due_date: dueDay.nullable().optional(),
    priority: priority.optional(),
    status: openStatus.optional(),
    recurrence: recurrence.optional(),
    lot_id: entityId.nullable().optional(),
    rodeo_id: entityId.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "No hay cambios para guardar" });
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;
export type TaskUpdateBody = z.output<typeof taskUpdateSchema>;

const optionalId = z.coerce
  .number({ error: "Debe ser un número" })
  .int()
  .positive()
  .max(2 ** 31)
  .optional();

/** GET /api/task/{org} filters (combined with AND). */
export const taskListQuery = z.object({
  status: z.enum(["pendiente", "en_curso", "hecha"], { error: "Estado inválido" }).optional(),
  /** Only tasks not done yet. */
  open: z.enum(["true", "false"], { error: "open debe ser true o false" }).optional(),
  assignee_id: optionalId,
  /** Only the caller's own tasks. */
  mine: z.enum(["true", "false"], { error: "mine debe ser true o false" }).optional(),
  /** On Argentina's calendar: due today, overdue (before today and not done), or within the next 7 days. */
  due: z.enum(["today", "overdue", "week"], { error: "due debe ser today, overdue o week" }).optional(),
  lot_id: optionalId,
  rodeo_id: optionalId,
});
export type TaskListQuery = z.input<typeof taskListQuery>;
