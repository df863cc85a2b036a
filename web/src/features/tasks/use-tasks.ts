// The tasks lists the screens read, keyed under ["org", orgId, "tasks", "list", filters]; a live task message
// invalidates them all (lib/store/tasks.ts), so other members' changes show without reload.
import { keepPreviousData } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useOrgId } from "../../lib/herd/use-org-id";
import { useAppQuery } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { currentUserAtom, selectedOrganizationAtom } from "../../lib/session";
import { fetchTasks, type TaskFilters } from "./tasks-api";

export function useTaskList(filters: TaskFilters, enabled = true) {
  const orgId = useOrgId();
  return useAppQuery({
    queryKey: queryKeys.tasksList(orgId ?? 0, filters),
    queryFn: () => fetchTasks(orgId!, filters),
    enabled: orgId !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

/** Who may edit or delete a task: its author, owners and admins (DESIGN.md §3; the API checks the same). */
export function useMayEditTask() {
  const me = useAtomValue(currentUserAtom);
  const role = useAtomValue(selectedOrganizationAtom)?.role;
  return (task: { created_by: number | null }) =>
    role === "owner" || role === "admin" || (me !== null && task.created_by === me.id);
}
