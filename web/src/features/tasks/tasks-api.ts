// The tasks calls (/api/task, issue #12) and the cache after this user's writes; the socket brings the same
// changes to the other members (lib/store/tasks.ts).
import type { TaskCreateInput, TaskListQuery, TaskUpdateInput } from "@shared/task-schemas";
import type { Task } from "@shared/task-types";
import { api, call, id } from "../../lib/api/client";
import { queryClient } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";

export type TaskFilters = Pick<TaskListQuery, "mine" | "due" | "open" | "lot_id" | "rodeo_id" | "status">;

export async function fetchTasks(orgId: number, filters: TaskFilters): Promise<Task[]> {
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

/** Every tasks list of the organization is fetched again (they are filtered on the server). */
const changed = (orgId: number) => queryClient.invalidateQueries({ queryKey: queryKeys.tasks(orgId) });

export async function createTask(orgId: number, body: TaskCreateInput): Promise<Task> {
  const { task } = await call(api.task[":org"].$post({ param: { org: id(orgId) }, json: body }));
  void changed(orgId);
  return task;
}

export async function updateTask(orgId: number, taskId: number, body: TaskUpdateInput): Promise<Task> {
  const { task } = await call(api.task[":org"][":id"].$put({ param: { org: id(orgId), id: id(taskId) }, json: body }));
  void changed(orgId);
  return task;
}

export async function deleteTask(orgId: number, taskId: number): Promise<void> {
  await call(api.task[":org"][":id"].$delete({ param: { org: id(orgId), id: id(taskId) } }));
  void changed(orgId);
}

export async function completeTask(orgId: number, taskId: number): Promise<{ task: Task; next: Task | null }> {
  const { task, next } = await call(
    api.task[":org"][":id"].complete.$post({ param: { org: id(orgId), id: id(taskId) } }),
  );
  void changed(orgId);
  return { task, next };
}
