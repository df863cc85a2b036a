// The browser's own database for working without signal (docs/offline.md), through idb: the outbox of records
// waiting to reach the server, the conflicts the server refused, and snapshots of the last synchronised
// data. One database, one version: a store added later bumps DB_VERSION and creates it in `upgrade`.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";

export const DB_NAME = "tropero-offline";
export const DB_VERSION = 1;

/** A movement create waiting to be sent, in the order it was recorded (`seq`). */
export interface OutboxRecord {
  /** Autoincremented by the store: the send order. */
  seq?: number;
  /** The UUID made when the user pressed save; sent as `client_id` so the server records it once. */
  client_id: string;
  /** Whose record it is: the queue is only ever sent by this user's session. */
  user_id: number;
  organization_id: number;
  /** The movement type (MovementBodyKind) and the create path it goes to ("/movement/birth/12"). */
  kind: string;
  path: string;
  body: Record<string, unknown>;
  created_at: string;
  attempts: number;
  last_error?: string;
}

/** A queued record the server refused (409, 400): kept until the user edits and resends it or discards it. */
export interface ConflictRecord extends Omit<OutboxRecord, "seq"> {
  status: number;
  code?: string;
  /** The server's Spanish reason. */
  message: string;
  failed_at: string;
}

/** The last synchronised answer of one query (lots, rodeos, categories, stock, supplies, recent movements). */
export interface SnapshotRecord {
  /** JSON of the query key. */
  key: string;
  user_id: number;
  organization_id: number | null;
  data: unknown;
  saved_at: string;
}

export interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxRecord; indexes: { by_client_id: string; by_user: number } };
  conflicts: { key: string; value: ConflictRecord; indexes: { by_user: number } };
  snapshots: { key: string; value: SnapshotRecord; indexes: { by_user: number } };
}

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The database, opened once per page (tests reset it with `closeOfflineDb`). */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      const outbox = db.createObjectStore("outbox", { keyPath: "seq", autoIncrement: true });
      outbox.createIndex("by_client_id", "client_id", { unique: true });
      outbox.createIndex("by_user", "user_id");
      const conflicts = db.createObjectStore("conflicts", { keyPath: "client_id" });
      conflicts.createIndex("by_user", "user_id");
      const snapshots = db.createObjectStore("snapshots", { keyPath: "key" });
      snapshots.createIndex("by_user", "user_id");
    },
  });
  return opening;
}

/** Closes the database and forgets it (tests, and log-out wiping a device's data). */
export async function closeOfflineDb(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}
