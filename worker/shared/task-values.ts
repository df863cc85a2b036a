// The fixed values of a task, for the database enum, the zod schemas and the screens alike.
export const TASK_PRIORITIES = ["baja", "media", "alta"] as const;
export const TASK_STATUSES = ["pendiente", "en_curso", "hecha"] as const;
export const TASK_RECURRENCES = ["none", "daily", "weekly", "monthly"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskRecurrence = (typeof TASK_RECURRENCES)[number];
