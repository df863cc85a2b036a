// Who may edit or delete a task; the lists themselves are read through data/tasks.ts.
import { useAtomValue } from "jotai";
import { currentUserAtom, selectedOrganizationAtom } from "../../lib/session";

/** Who may edit or delete a task: its author, owners and admins (docs/accounts.md; the API checks the same). */
export function useMayEditTask() {
  const me = useAtomValue(currentUserAtom);
  const role = useAtomValue(selectedOrganizationAtom)?.role;
  return (task: { created_by: number | null }) =>
    role === "owner" || role === "admin" || (me !== null && task.created_by === me.id);
}
