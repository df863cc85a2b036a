// Response shapes of the tasks routes (docs/tasks-and-notes.md), shared by the worker, the live messages and the SPA.
import type { TaskPriority, TaskRecurrence, TaskStatus } from "./task-values";

/**
 * The names of a task's lot and rodeo, when the answer carries them (the dashboard's tasks of today), so the
 * row need not read the lot and rodeo lists. Absent (undefined) means unknown; null means none.
 */
export interface TaskPlaceNames {
  lot_name?: string | null;
  rodeo_name?: string | null;
}

export interface Task {
  id: number;
  title: string;
  description: string;
  assignee: { id: number; name: string } | null;
  /** YYYY-MM-DD on the ranch's calendar (Argentina), or null. */
  due_date: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  recurrence: TaskRecurrence;
  lot_id: number | null;
  rodeo_id: number | null;
  note_id: number | null;
  /** The task whose completion created this one. */
  previous_id: number | null;
  created_by: number | null;
  completed_at: string | null;
  completed_by: number | null;
  created_at: string;
  updated_at: string;
}
