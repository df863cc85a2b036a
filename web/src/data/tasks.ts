// The organization's tasks (/api/task, docs/spa-data.md): lists filtered on the server, so every write
// and every live task message marks them all stale (and the dashboard, which counts today's).
import type { TaskCreateInput, TaskListQuery, TaskUpdateInput } from "@shared/task-schemas";
import type { Task } from "@shared/task-types";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, call, id } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { dashboardKeys } from "./dashboard";
import { useOrgMutation } from "./org-query";

export type TaskFilters = Pick<TaskListQuery, "mine" | "due" | "open" | "lot_id" | "rodeo_id" | "status">;

export const taskKeys = {
  /** Every tasks list of the organization. */
  all: (orgId: number) => ["org", orgId, "tasks"] as const,
  list: (orgId: number, filters: TaskFilters) => ["org", orgId, "tasks", "list", filters] as const,
};

async function fetchTasks(orgId: number, filters: TaskFilters): Promise<Task[]> {
  const query = {
    mine: filters.mine,
    due: filters.due,
    open: filters.open,
    status: filters.status,
    lot_id: filters.lot_id === undefined ? undefined : String(filters.lot_id),
    rodeo_id: filters.rodeo_id === undefined ? undefined : String(filters.rodeo_id),
  };
  const { tasks } = await call(api.task[":org"].$get({ param: { org: id(orgId) }, query }));
  return tasks;
}

export const taskQueries = {
  list: (orgId: number, filters: TaskFilters) =>
    queryOptions({
      queryKey: taskKeys.list(orgId, filters),
      queryFn: () => fetchTasks(orgId, filters),
      // A tab switch keeps the previous list on screen until the next one arrives.
      placeholderData: keepPreviousData,
    }),
};

/** The keys a task write makes stale: every list (filtered on the server) and the dashboard's day. */
export const staleAfterTask = (orgId: number) => [taskKeys.all(orgId), dashboardKeys.summary(orgId)];

const invalidate = (orgId: number) =>
  Promise.all(staleAfterTask(orgId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export function useCreateTask() {
  return useOrgMutation({
    mutationFn: async (body: TaskCreateInput, orgId) =>
      (await call(api.task[":org"].$post({ param: { org: id(orgId) }, json: body }))).task,
    onSuccess: (_task, _body, orgId) => void invalidate(orgId),
  });
}

export function useUpdateTask() {
  return useOrgMutation({
    mutationFn: async ({ taskId, body }: { taskId: number; body: TaskUpdateInput }, orgId) =>
      (await call(api.task[":org"][":id"].$put({ param: { org: id(orgId), id: id(taskId) }, json: body }))).task,
    onSuccess: (_task, _vars, orgId) => void invalidate(orgId),
  });
}

export function useDeleteTask() {
  return useOrgMutation({
    mutationFn: (taskId: number, orgId) =>
      call(api.task[":org"][":id"].$delete({ param: { org: id(orgId), id: id(taskId) } })),
    onSuccess: (_r, _taskId, orgId) => void invalidate(orgId),
  });
}

/** Completes a task; a repeating one answers its next occurrence too. */
export function useCompleteTask() {
  return useOrgMutation({
    mutationFn: (taskId: number, orgId): Promise<{ task: Task; next: Task | null }> =>
      call(api.task[":org"][":id"].complete.$post({ param: { org: id(orgId), id: id(taskId) } })),
    onSuccess: (_r, _taskId, orgId) => void invalidate(orgId),
  });
}
