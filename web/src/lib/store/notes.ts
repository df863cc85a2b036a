// Notes (issue #12) in the query cache: a live note message marks every notes entry of the organization
// stale, so open lists refetch (they are filtered and paginated on the server).
import type { QueryClient } from "@tanstack/react-query";
import type { SocketMessageOf } from "@shared/socket-messages";
import { queryKeys } from "../query/query-keys";

export type NoteMessage = SocketMessageOf<"note-created" | "note-updated" | "note-deleted">;

export function applyNoteMessage(_message: NoteMessage, orgId: number, client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.notes(orgId) });
}
