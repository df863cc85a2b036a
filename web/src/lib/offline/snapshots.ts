// Snapshots of the last synchronised data (docs/offline.md): the answers of a few herd queries and the session's
// user and organizations, kept in IndexedDB (offline-db.ts, `snapshots` store) per user, so the app opens
// and its main screens render without signal. Only this user's records are ever read back.
import type { QueryKey } from "@tanstack/react-query";
import { offlineDb, type SnapshotRecord } from "./offline-db";

/** Stands for any value in a kept key (a list's filters). */
const ANY = "*";

/** The query keys kept, under ["org", orgId, ...]: lots, fields, rodeos, categories, supplies (the stock), the log, the dashboard. */
const KEPT: readonly (readonly string[])[] = [
  ["lots"],
  // With the lots, the map's fences and "¿Dónde estoy?" without signal (docs/map.md).
  ["fields"],
  ["rodeos"],
  ["categories"],
  ["assets", "list"],
  ["movement-log"],
  ["last-movements"],
  // The dashboard's summary: every card of the first screen.
  ["dashboard"],
  // The tasks screen's lists, one per filter set (ANY: the filters object).
  ["tasks", "list", ANY],
];

/** True for the query keys a snapshot is kept of (exactly those: not filtered lists nor details). */
export function isSnapshotKey(key: QueryKey): boolean {
  if (key[0] !== "org" || typeof key[1] !== "number") return false;
  const rest = key.slice(2);
  return KEPT.some((kept) => kept.length === rest.length && kept.every((part, i) => part === ANY || part === rest[i]));
}

/** The record's key: the user first, so two people on one device never share a record. */
export const snapshotId = (userId: number, key: QueryKey) => JSON.stringify([userId, ...key]);

const SESSION_KEY = ["session"] as const;

/** The log's first page (herd-queries.ts MOVEMENTS_PAGE_SIZE; not imported, to keep this module small). */
const MOVEMENT_PAGE = 50;

/** What is stored of an answer: records still waiting for the server (optimistic) are left out. */
function storable(data: unknown): unknown {
  const confirmed = (items: unknown[]) =>
    items.filter((item) => (item as { isOptimistic?: unknown } | null)?.isOptimistic !== true);
  if (Array.isArray(data)) return confirmed(data);
  const log = data as { items?: unknown; nextCursor?: unknown } | null;
  if (log && Array.isArray(log.items)) {
    // The first page of the log only: the cursor of a longer list no longer matches what is kept.
    const items = confirmed(log.items);
    const cut = items.length > MOVEMENT_PAGE;
    return { ...log, items: items.slice(0, MOVEMENT_PAGE), nextCursor: cut ? null : log.nextCursor };
  }
  return data;
}

export interface Snapshot {
  queryKey: QueryKey;
  data: unknown;
  savedAt: number;
}

export async function saveSnapshot(userId: number, queryKey: QueryKey, data: unknown, savedAt: number): Promise<void> {
  if (!isSnapshotKey(queryKey)) return;
  const db = await offlineDb();
  await db.put("snapshots", {
    key: snapshotId(userId, queryKey),
    user_id: userId,
    organization_id: queryKey[1] as number,
    data: storable(data),
    saved_at: new Date(savedAt).toISOString(),
  });
}

/** The user's snapshots of one organization. */
export async function readSnapshots(userId: number, orgId: number): Promise<Snapshot[]> {
  const db = await offlineDb();
  const records = await db.getAllFromIndex("snapshots", "by_user", userId);
  return records
    .filter((r) => r.user_id === userId && r.organization_id === orgId)
    .map((r) => ({
      queryKey: (JSON.parse(r.key) as unknown[]).slice(1),
      data: r.data,
      savedAt: Date.parse(r.saved_at),
    }))
    .filter((s) => isSnapshotKey(s.queryKey));
}

/** Everything kept for a user (log-out). */
export async function wipeSnapshots(userId: number): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction("snapshots", "readwrite");
  for (const key of await tx.store.index("by_user").getAllKeys(userId)) await tx.store.delete(key);
  await tx.done;
}

/** The session's user and organizations, for a start without signal. */
export interface SessionCopy<U, O> {
  user: U;
  organizations: O[];
  savedAt: number;
}

export async function saveSessionCopy<U extends { id: number }, O>(user: U, organizations: O[]): Promise<void> {
  const db = await offlineDb();
  const record: SnapshotRecord = {
    key: snapshotId(user.id, SESSION_KEY),
    user_id: user.id,
    organization_id: null,
    data: { user, organizations },
    saved_at: new Date().toISOString(),
  };
  await db.put("snapshots", record);
}

export async function readSessionCopy<U, O>(userId: number): Promise<SessionCopy<U, O> | null> {
  const db = await offlineDb();
  const record = await db.get("snapshots", snapshotId(userId, SESSION_KEY));
  if (!record || record.user_id !== userId) return null;
  const data = record.data as { user: U; organizations: O[] };
  return { ...data, savedAt: Date.parse(record.saved_at) };
}
