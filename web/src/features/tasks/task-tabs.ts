// The tabs of /tasks and the list filters each one asks the API for.
import type { TaskFilters } from "../../data/tasks";

export const TASK_TABS = ["mine", "today", "overdue", "all"] as const;
export type TaskTab = (typeof TASK_TABS)[number];

export const TAB_FILTERS: Record<TaskTab, TaskFilters> = {
  mine: { mine: "true" },
  today: { due: "today" },
  overdue: { due: "overdue" },
  all: {},
};

export const isTaskTab = (v: string | null): v is TaskTab => (TASK_TABS as readonly string[]).includes(v ?? "");
