// The outbox as the screens see it: the signed-in user's waiting records and conflicts, whether
// the browser is online and whether a sync runs. Read from IndexedDB after every change and kept
// in memory for useSyncExternalStore. (When data last came from the server: api/last-received.ts.)
import { useSyncExternalStore } from "react";
import { conflictsFor, onOutboxChange, pendingFor, type ConflictRecord, type OutboxRecord } from "./outbox";
import { isOffline, sessionUserId } from "./outbox-user";
import { isSyncing } from "./outbox-sync";

export interface OutboxState {
  online: boolean;
  pending: OutboxRecord[];
  conflicts: ConflictRecord[];
  syncing: boolean;
}

let state: OutboxState = { online: true, pending: [], conflicts: [], syncing: false };
const listeners = new Set<() => void>();
let reading = 0;

/** Reads the store again and tells the screens (the latest read wins). */
export async function refreshOutboxState(): Promise<void> {
  const ticket = ++reading;
  const userId = sessionUserId();
  const [pending, conflicts] =
    userId === null ? [[], []] : await Promise.all([pendingFor(userId), conflictsFor(userId)]).catch(() => [[], []]);
  if (ticket !== reading) return;
  state = { online: !isOffline(), pending, conflicts, syncing: isSyncing() };
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onOutboxChange(() => void refreshOutboxState());
  const onNetwork = () => void refreshOutboxState();
  window.addEventListener("online", onNetwork);
  window.addEventListener("offline", onNetwork);
  if (listeners.size === 1) void refreshOutboxState();
  return () => {
    listeners.delete(listener);
    stop();
    window.removeEventListener("online", onNetwork);
    window.removeEventListener("offline", onNetwork);
  };
}

export function useOutboxState(): OutboxState {
  return useSyncExternalStore(subscribe, () => state);
}

/** The waiting records of one organization (pending rows in the log and stock). */
export function usePendingRecords(orgId: number | null): OutboxRecord[] {
  const { pending } = useOutboxState();
  return orgId === null ? [] : pending.filter((r) => r.organization_id === orgId);
}
