// Buy and sell recorded optimistically (docs/client-rules.md): shown at once with a negative temporary id
// and isOptimistic, replaced by the server's movement on success, removed on failure with the
// error toast. The socket copy may arrive before or after the HTTP answer; either way the
// movement appears once (see placeMovement).
import { errorMessage } from "../lib/api/api-error";
import type { MovementBodyInput } from "@shared/movement-schemas";
import { postTrade, type TradeKind } from "../lib/api/movement-writes";
import { nextTempId } from "../lib/store/list";
import type { StoreMovement } from "../lib/store/types";
import { applyPatches } from "./live/apply-live-message";
import { LAST_MOVEMENTS_CAP } from "./movement-lists";
import { movementKeys, movementPatches } from "./movements";
import { defaultOptimisticDeps, type OptimisticDeps } from "./optimistic-deps";

export { defaultOptimisticDeps, type OptimisticDeps, type TradeKind };

/** A buy's or sell's body, as its route takes it. */
export type TradeBody<K extends TradeKind = TradeKind> = MovementBodyInput<K>;

export const TRADE_ERROR: Record<TradeKind, string> = {
  BUY: "Error al registrar la compra",
  SELL: "Error al registrar la venta",
};

/** The record shown while the server works: the body's data under a temporary id. */
export function optimisticMovement(kind: TradeKind, orgId: number, body: TradeBody, tempId: number): StoreMovement {
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
export async function recordTrade<K extends TradeKind>(
  kind: K,
  orgId: number,
  body: TradeBody<K>,
  deps: OptimisticDeps = defaultOptimisticDeps,
): Promise<StoreMovement | null> {
  const { client } = deps;
  const tempId = nextTempId();
  const draft = optimisticMovement(kind, orgId, body, tempId);
  // At the cap, the draft pushes a real movement out of the last-10 list (fetched back on failure).
  const last = () => client.getQueryData<StoreMovement[]>(movementKeys.last(orgId));
  const lastWasFull = (last()?.length ?? 0) >= LAST_MOVEMENTS_CAP;
  applyPatches(client, movementPatches.optimistic(orgId, draft));
  try {
    const movement: StoreMovement = await postTrade(kind, orgId, body);
    applyPatches(client, movementPatches.placed(orgId, movement, tempId));
    return movement;
  } catch (e) {
    const shownInLast = last()?.some((m) => m.id === tempId) ?? false;
    applyPatches(client, movementPatches.removed(orgId, tempId));
    if (shownInLast && lastWasFull) void client.invalidateQueries({ queryKey: movementKeys.last(orgId) });
    deps.notifyError(errorMessage(e, TRADE_ERROR[kind]), e);
    return null;
  }
}
