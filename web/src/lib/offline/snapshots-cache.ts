// The link between the query cache and the snapshots: every successful answer (or live patch) of a kept
// query is written for the signed-in user, and at start the user's snapshots of the selected organization
// are put back into the cache, marked stale, so screens render at once and still refetch when they mount.
import type { Query, QueryClient } from "@tanstack/react-query";
import { isSnapshotKey, readSnapshots, saveSnapshot, snapshotId } from "./snapshots";

/** The update time of what was restored per record, so its own success event is not written again. */
const restored = new Map<string, number>();

/** Writes of one key wait this long, so a burst of live messages is one write. */
export const SAVE_DELAY_MS = 300;

/** The writer of the kept queries' snapshots. */
export interface SnapshotWriter {
  /**
   * Saves every kept answer already in the cache. Answers that land while nobody is signed in (the first
   * screen's data can beat the session check) are written only then: call this once a user is known.
   */
  saveCached(): void;
  stop(): void;
}

/**
 * Saves the kept queries of `client` for whoever `currentUserId()` names when the answer lands (nobody:
 * nothing is written, until `saveCached`).
 */
export function persistSnapshots(
  client: QueryClient,
  currentUserId: () => number | null,
  delayMs = SAVE_DELAY_MS,
): SnapshotWriter {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const schedule = (query: Query) => {
    const { queryKey, state } = query;
    const userId = currentUserId();
    if (userId === null || !isSnapshotKey(queryKey) || state.data === undefined) return;
    // What restoreSnapshots just put back is already stored.
    if (restored.get(snapshotId(userId, queryKey)) === state.dataUpdatedAt) return;
    const id = snapshotId(userId, queryKey);
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        // The session may have ended (or changed hands) meanwhile.
        if (currentUserId() !== userId) return;
        const latest = client.getQueryState(queryKey);
        if (latest?.data === undefined) return;
        saveSnapshot(userId, queryKey, latest.data, latest.dataUpdatedAt).catch((e: unknown) =>
          console.warn("snapshot not saved", e),
        );
      }, delayMs),
    );
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success") schedule(event.query);
  });
  const saveCached = () => {
    for (const query of client.getQueryCache().getAll()) if (query.state.status === "success") schedule(query);
  };
  // Answers that landed before this was installed (the first screen's data can beat the snapshots' chunk).
  saveCached();
  return {
    saveCached,
    stop: () => {
      unsubscribe();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/**
 * Puts the user's snapshots of `orgId` into `client` where the cache holds nothing newer, with their
 * saved time, and marks them stale (the queries are live-patched, staleTime Infinity: without this a
 * restored list would never be fetched again). Returns how many entries were restored.
 */
export async function restoreSnapshots(client: QueryClient, userId: number, orgId: number): Promise<number> {
  const snapshots = await readSnapshots(userId, orgId);
  let count = 0;
  for (const { queryKey, data, savedAt } of snapshots) {
    const state = client.getQueryState(queryKey);
    if (state?.data !== undefined && state.dataUpdatedAt >= savedAt) continue;
    restored.set(snapshotId(userId, queryKey), savedAt);
    client.setQueryData(queryKey, data, { updatedAt: savedAt });
    void client.invalidateQueries({ queryKey, exact: true, refetchType: "none" });
    count++;
  }
  return count;
}
