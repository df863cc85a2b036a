// The outbox (docs/offline.md): movement creates waiting for the network, kept in IndexedDB in the
// order they were recorded, and the conflicts the server refused. Every change tells the
// listeners (sync status, pending rows, Conflictos) so the screens follow at once.
import { offlineDb, type ConflictRecord, type OutboxRecord } from "./offline-db";

export type { ConflictRecord, OutboxRecord } from "./offline-db";

/** What a new record needs; seq, created_at and attempts are filled in here. */
export type NewOutboxRecord = Omit<OutboxRecord, "seq" | "created_at" | "attempts" | "last_error">;

type Listener = () => void;
const listeners = new Set<Listener>();

/** Runs `listener` after every change to the outbox or the conflicts; returns the unsubscribe. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyOutboxChange(): void {
  for (const listener of [...listeners]) listener();
}

/** A client id: the UUID the server uses to record a create once. */
export const newClientId = (): string => crypto.randomUUID();

/** Stores a record at the end of the queue; resolves to it with its seq. */
export async function enqueue(record: NewOutboxRecord): Promise<OutboxRecord> {
  const db = await offlineDb();
  const stored: OutboxRecord = { ...record, created_at: new Date().toISOString(), attempts: 0 };
  stored.seq = await db.add("outbox", stored);
  notifyOutboxChange();
  return stored;
}

/** The waiting records of one user, in the order recorded. */
export async function pendingFor(userId: number): Promise<OutboxRecord[]> {
  const db = await offlineDb();
  const rows = await db.getAllFromIndex("outbox", "by_user", userId);
  return rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export async function conflictsFor(userId: number): Promise<ConflictRecord[]> {
  const db = await offlineDb();
  const rows = await db.getAllFromIndex("conflicts", "by_user", userId);
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** The record reached the server: out of the queue. */
export async function removeSent(seq: number): Promise<void> {
  await (await offlineDb()).delete("outbox", seq);
  notifyOutboxChange();
}

/** Counts a failed attempt (network, server busy); the record keeps its place. */
export async function markAttempt(record: OutboxRecord, error: string): Promise<void> {
  if (record.seq === undefined) return;
  const db = await offlineDb();
  const current = await db.get("outbox", record.seq);
  if (!current) return;
  await db.put("outbox", { ...current, attempts: current.attempts + 1, last_error: error });
  notifyOutboxChange();
}

export interface Refusal {
  status: number;
  code?: string;
  message: string;
}

/** The server refused the record: it leaves the queue for the conflicts, in one transaction. */
export async function moveToConflicts(record: OutboxRecord, refusal: Refusal): Promise<ConflictRecord> {
  const db = await offlineDb();
  const { seq, ...rest } = record;
  const conflict: ConflictRecord = { ...rest, ...refusal, failed_at: new Date().toISOString() };
  const tx = db.transaction(["outbox", "conflicts"], "readwrite");
  if (seq !== undefined) await tx.objectStore("outbox").delete(seq);
  await tx.objectStore("conflicts").put(conflict);
  await tx.done;
  notifyOutboxChange();
  return conflict;
}

/**
 * What the server made of a batch (docs/offline-batch.md): the recorded records leave the queue and the
 * refused ones move to the conflicts, all in one transaction.
 */
export async function settleBatch(
  sent: readonly OutboxRecord[],
  refused: ReadonlyArray<{ record: OutboxRecord; refusal: Refusal }>,
): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(["outbox", "conflicts"], "readwrite");
  const failed_at = new Date().toISOString();
  const writes: Promise<unknown>[] = sent.flatMap(({ seq }) =>
    seq === undefined ? [] : [tx.objectStore("outbox").delete(seq)],
  );
  for (const { record, refusal } of refused) {
    const { seq, ...rest } = record;
    if (seq !== undefined) writes.push(tx.objectStore("outbox").delete(seq));
    writes.push(tx.objectStore("conflicts").put({ ...rest, ...refusal, failed_at }));
  }
  await Promise.all([...writes, tx.done]);
  notifyOutboxChange();
}

/** Counts a failed attempt for every record of a batch (network, server busy); they keep their places. */
export async function markAttempts(records: readonly OutboxRecord[], error: string): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction("outbox", "readwrite");
  const store = tx.objectStore("outbox");
  await Promise.all([
    ...records.map(async ({ seq }) => {
      const current = seq === undefined ? undefined : await store.get(seq);
      if (current) await store.put({ ...current, attempts: current.attempts + 1, last_error: error });
    }),
    tx.done,
  ]);
  notifyOutboxChange();
}

/**
 * Edit and resend: the conflict leaves and its edited body goes to the end of the queue under a
 * NEW client id (the old one may be recorded as refused; a new id is a new record).
 */
export async function requeueConflict(clientId: string, body: Record<string, unknown>): Promise<OutboxRecord | null> {
  const db = await offlineDb();
  const conflict = await db.get("conflicts", clientId);
  if (!conflict) return null;
  const client_id = newClientId();
  const record: OutboxRecord = {
    client_id,
    user_id: conflict.user_id,
    organization_id: conflict.organization_id,
    kind: conflict.kind,
    path: conflict.path,
    body: { ...body, client_id },
    created_at: new Date().toISOString(),
    attempts: 0,
  };
  const tx = db.transaction(["outbox", "conflicts"], "readwrite");
  await tx.objectStore("conflicts").delete(clientId);
  record.seq = await tx.objectStore("outbox").add(record);
  await tx.done;
  notifyOutboxChange();
  return record;
}

/** Discard on purpose: the conflict is gone for good. */
export async function discardConflict(clientId: string): Promise<void> {
  await (await offlineDb()).delete("conflicts", clientId);
  notifyOutboxChange();
}
