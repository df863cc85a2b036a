// The notes list under filters, a page at a time (keyed under ["org", orgId, "notes", "list", filters]:
// a live note message invalidates it, lib/store/notes.ts).
import type { Note } from "@shared/note-types";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useOrgId } from "../../lib/herd/use-org-id";
import { queryClient } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { fetchNotes, type NoteFilters } from "./notes-api";

export function useNoteList(filters: NoteFilters, pageSize = 20) {
  const orgId = useOrgId();
  const query = useInfiniteQuery(
    {
      queryKey: queryKeys.notesList(orgId ?? 0, { ...filters, pageSize }),
      queryFn: ({ pageParam }) => fetchNotes(orgId!, filters, pageParam, pageSize),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      enabled: orgId !== null,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const notes = useMemo<Note[]>(() => query.data?.pages.flatMap((p) => p.notes) ?? [], [query.data]);
  return {
    orgId,
    notes,
    loaded: query.data !== undefined,
    error: query.error,
    reload: () => query.refetch(),
    hasMore: query.hasNextPage,
    loadMore: () => query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
  };
}
