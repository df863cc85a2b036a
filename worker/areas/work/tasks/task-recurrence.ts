// The recurrence rule of a task (docs/tasks-and-notes.md), pure: completing a recurring task creates the next one, due one
// period after the PREVIOUS due date. Monthly steps are clamped to the month's last day and the series then
// follows the clamped day (Jan 31 → Feb 28 → Mar 28): each step looks only at the task it completes, as the
// issue words it, so a task's next date never depends on the history of the series.
import { addDays, addMonthsClamped } from "../../../shared/task-dates";
import type { TaskRecurrence } from "../../../shared/task-values";

/**
 * The next due day of a task with `recurrence`, due `due` (null when it had none: the period then counts from
 * `today`, the day it was completed); null when the task does not repeat.
 */
export function nextDueDate(recurrence: TaskRecurrence, due: string | null, today: string): string | null {
  const from = due ?? today;
  switch (recurrence) {
    case "daily":
      return addDays(from, 1);
    case "weekly":
      return addDays(from, 7);
    case "monthly":
      return addMonthsClamped(from, 1);
    default:
      return null;
  }
}
