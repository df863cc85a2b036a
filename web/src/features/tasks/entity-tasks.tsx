// The open tasks of one lot or rodeo, on its detail page (issue #12). Built by the tasks work.
export function EntityTasks(_props: { lotId?: number; rodeoId?: number }) {
  return null;
}
