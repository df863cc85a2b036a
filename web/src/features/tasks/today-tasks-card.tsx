// The dashboard's "Para hoy" card: the day's tasks (issue #12). Built by the tasks work.
export function TodayTasksCard() {
  return null;
}
