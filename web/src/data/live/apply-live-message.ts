// Runs the message table (message-table.ts) against the query cache: the one place live messages
// change cached server data (docs/spa-data.md).
import type { QueryClient, QueryFilters, QueryKey } from "@tanstack/react-query";
import type { SocketMessage } from "@shared/socket-messages";
import type { CachePatch, LiveEffect } from "./live-effect";
import { messageTable } from "./message-table";
import { SnapshotOrder } from "./snapshot-order";

export interface LiveHooks {
  refetchOrganizations(): void;
}

const asFilters = (target: QueryKey | QueryFilters): QueryFilters =>
  Array.isArray(target) ? { queryKey: target } : (target as QueryFilters);

/** The effect a message has, computed from the table (pure: tests read it without a cache). */
export function liveEffectOf(message: SocketMessage, orgId: number | null): LiveEffect {
  const entry = messageTable[message.action] as (m: SocketMessage, orgId: number | null) => LiveEffect;
  return entry(message, orgId);
}

/** Writes `patches` into the cached entries that hold data (live messages, and this user's own writes). */
export function applyPatches(client: QueryClient, patches: readonly CachePatch[]): void {
  for (const p of patches) {
    p.writeInto(client, (queryKey) => {
      // A fetch under way read the server before this change was written (a live message follows its
      // write): its answer would put the older list back. Fetch again instead; the running one is cancelled.
      if (client.getQueryState(queryKey)?.fetchStatus === "fetching") {
        void client.invalidateQueries({ queryKey, exact: true });
      }
    });
  }
}

/**
 * Marks entries stale at the end of the current task, once each: a burst of messages (a bulk write
 * announces several) refetches a list once, not once per message.
 */
const pending = new WeakMap<QueryClient, Map<string, QueryFilters>>();

function invalidateSoon(client: QueryClient, target: QueryKey | QueryFilters): void {
  let batch = pending.get(client);
  if (!batch) {
    const fresh = new Map<string, QueryFilters>();
    pending.set(client, fresh);
    batch = fresh;
    queueMicrotask(() => flushInvalidations(client));
  }
  const filters = asFilters(target);
  // Predicates cannot be compared: each one counts as its own target.
  const id = filters.predicate ? `predicate:${batch.size}` : JSON.stringify(filters.queryKey);
  batch.set(id, filters);
}

/** Marks the entries waiting in the current batch stale now (the microtask does it otherwise). */
export function flushInvalidations(client: QueryClient): void {
  const batch = pending.get(client);
  if (!batch) return;
  pending.delete(client);
  for (const filters of batch.values()) void client.invalidateQueries(filters);
}

const orders = new WeakMap<QueryClient, SnapshotOrder>();

function snapshotOrder(client: QueryClient): SnapshotOrder {
  let order = orders.get(client);
  if (!order) orders.set(client, (order = new SnapshotOrder()));
  return order;
}

export function applyLiveMessage(
  message: SocketMessage,
  orgId: number | null,
  client: QueryClient,
  hooks: LiveHooks,
): void {
  const effect = liveEffectOf(message, orgId);
  // A message older than a state already applied for one of its entities (it arrived late) patches nothing;
  // its entries are fetched again instead, for the other entities it may carry newer states of.
  if (snapshotOrder(client).admit(message)) applyPatches(client, effect.patch ?? []);
  else for (const p of effect.patch ?? []) invalidateSoon(client, p.key);
  for (const target of effect.invalidate ?? []) invalidateSoon(client, target);
  if (effect.refetchOrganizations) hooks.refetchOrganizations();
}
