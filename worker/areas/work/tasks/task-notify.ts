// The messages of the tasks area through the outbox (worker/lib/outbox.ts): the assignment email. Sending
// never fails the write it follows: the task is saved whatever the provider answers.
import type { Runtime } from "../../../env";
import { emailChannel } from "../../../lib/outbox";
import { formatShortDay } from "../../../shared/date-text";
import { titleCase } from "../../../shared/person-name";
import type { Task } from "../../../shared/task-types";
import type { Assignee } from "./task-refs";

/** dd/mm/yyyy of a YYYY-MM-DD day (the one formatter, shared/date-text.ts). */
export const shortDay = (day: string) => formatShortDay(day);

/** "Martín Echeverría te asignó la tarea ...": an email to the new assignee (kind task-assigned). */
export async function notifyAssignment(
  rt: Runtime,
  task: Task,
  assignee: Assignee,
  actorName: string,
  organization: string,
): Promise<void> {
  const due = task.due_date ? ` para el ${shortDay(task.due_date)}` : "";
  const body = [
    `${titleCase(actorName) || "Un miembro del equipo"} te asignó la tarea "${task.title}"${due} en ${organization}.`,
    task.description ? `\n${task.description}\n` : "",
    `Mirala en ${rt.origin}/tasks`,
  ]
    .filter(Boolean)
    .join("\n");
  try {
    await emailChannel(rt).send([
      { to: assignee.email, kind: "task-assigned", subject: `Nueva tarea: ${task.title}`, body },
    ]);
  } catch (e) {
    console.error("task assignment message failed", e);
  }
}
