// What other features use of the tasks (docs/client-rules.md, "Feature folders").
export { EntityTasks } from "./entity-tasks";
export { NoteToTaskButton } from "./note-to-task-button";
export { TodayTasksCard } from "./today-tasks-card";
