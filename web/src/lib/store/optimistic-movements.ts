// Buy and sell recorded optimistically (SPEC.md §4): shown at once with a negative temporary id
// and isOptimistic, replaced by the server's movement on success, removed on failure with the
// error toast. The socket copy may arrive before or after the HTTP answer; either way the
// movement appears once (see placeMovement).
import type { QueryClient } from "@tanstack/react-query";
import { errorMessage } from "../api/api-error";
import { postTrade } from "../api/movement-writes";
import { queryClient } from "../query/query-client";
import { lastMovementsEntry, movementLogEntry } from "./cache-entries";
import { nextTempId } from "./list";
import {
  type DraftAnimal,
  inLog,
  LAST_MOVEMENTS_CAP,
  movementIntoLast,
  movementIntoLog,
  movementRemovedFrom,
  optimisticInto,
} from "./movements";
import type { StoreMovement } from "./types";
import { toastError } from "../error-toast";

export interface BuySellBody {
  date: string;
  rodeo_id: number;
  detail?: string;
  reference?: string;
  animals: DraftAnimal[];
  [key: string]: unknown;
}

export type TradeKind = "BUY" | "SELL";

export const TRADE_ERROR: Record<TradeKind, string> = {
  BUY: "Error al registrar la compra",
  SELL: "Error al registrar la venta",
};

export interface OptimisticDeps {
  /** The query cache holding the lists (the app's; a fresh one in tests). */
  client: QueryClient;
  /** The user-facing message and the error it comes from. */
  notifyError: (message: string, error?: unknown) => void;
}

export const defaultOptimisticDeps: OptimisticDeps = { client: queryClient, notifyError: (m, e) => toastError(m, e) };

/** The record shown while the server works: the body's data under a temporary id. */
export function optimisticMovement(kind: TradeKind, orgId: number, body: BuySellBody, tempId: number): StoreMovement {
  const count: Record<string, number> = {};
  for (const a of body.animals) if (a.type) count[a.type] = (count[a.type] ?? 0) + a.count;
  const now = new Date().toISOString();
  return {
    id: tempId,
    type: kind,
    date: body.date,
    count,
    rodeoId: body.rodeo_id,
    lot_id: null,
    cycle_id: null,
    detail: body.detail ?? "",
    reference: body.reference ?? "",
    animals: body.animals.map((a) => ({ type: a.type ?? "", category_id: a.category_id ?? null, count: a.count })),
    data: {},
    organization_id: orgId,
    created_by: null,
    created_at: now,
    updated_at: now,
    deleted: false,
    metadata: { lot_id: null, editHistory: [] },
    isOptimistic: true,
  };
}

/**
 * Records a buy or sell; resolves to the server's movement, or null when it failed (toast shown).
 * Not a snapshot restore on failure: only the draft is taken out, so live changes that arrived
 * meanwhile stay.
 */
export async function recordTrade(
  kind: TradeKind,
  orgId: number,
  body: BuySellBody,
  deps: OptimisticDeps = defaultOptimisticDeps,
): Promise<StoreMovement | null> {
  const { client } = deps;
  const tempId = nextTempId();
  const draft = optimisticMovement(kind, orgId, body, tempId);
  // At the cap, the draft pushes a real movement out of the last-10 list (fetched back on failure).
  const lastWasFull = (lastMovementsEntry.get(orgId, client)?.length ?? 0) >= LAST_MOVEMENTS_CAP;
  movementLogEntry.update(orgId, (log) => inLog(log, (items) => optimisticInto(items, draft)), client);
  lastMovementsEntry.update(orgId, (items) => optimisticInto(items, draft, LAST_MOVEMENTS_CAP), client);
  try {
    const movement: StoreMovement = await postTrade(kind, orgId, body);
    movementLogEntry.update(orgId, (log) => movementIntoLog(log, movement, tempId), client);
    lastMovementsEntry.update(orgId, (items) => movementIntoLast(items, movement, tempId), client);
    return movement;
  } catch (e) {
    movementLogEntry.update(orgId, (log) => inLog(log, (items) => movementRemovedFrom(items, tempId)), client);
    if (lastMovementsEntry.get(orgId, client)?.some((m) => m.id === tempId)) {
      lastMovementsEntry.update(orgId, (items) => movementRemovedFrom(items, tempId), client);
      if (lastWasFull) void lastMovementsEntry.refetch(orgId, client);
    }
    deps.notifyError(errorMessage(e, TRADE_ERROR[kind]), e);
    return null;
  }
}
