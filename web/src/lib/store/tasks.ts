// Tasks (issue #12) in the query cache: a live task message marks every tasks entry of the organization
// stale, so open lists refetch (they are filtered on the server).
import type { QueryClient } from "@tanstack/react-query";
import type { SocketMessageOf } from "@shared/socket-messages";
import { queryKeys } from "../query/query-keys";

export type TaskMessage = SocketMessageOf<"task-created" | "task-updated" | "task-deleted">;

export function applyTaskMessage(_message: TaskMessage, orgId: number, client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.tasks(orgId) });
}
