// Buy and sell recorded optimistically (SPEC.md §4): shown at once with a negative temporary id
// and isOptimistic, replaced by the server's movement on success, removed on failure with the
// error toast. The socket copy may arrive before or after the HTTP answer; either way the
// movement appears once (see placeMovement).
import { toast } from "sonner";
import { errorMessage } from "../api/api-error";
import { postTrade } from "../api/movement-writes";
import { lastMovementsCacheAtom, movementsCacheAtom } from "./caches";
import { defaultStoreDeps, type StoreDeps } from "./deps";
import { loadLastMovements } from "./fetchers";
import { nextTempId } from "./list";
import {
  type DraftAnimal,
  LAST_MOVEMENTS_CAP,
  movementIntoLast,
  movementIntoLog,
  movementRemovedFrom,
  optimisticInto,
} from "./movements";
import type { StoreMovement } from "./types";

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

export interface OptimisticDeps extends StoreDeps {
  /** The user-facing message and the error it comes from. */
  notifyError: (message: string, error?: unknown) => void;
}

const defaults: OptimisticDeps = { ...defaultStoreDeps, notifyError: (m) => toast.error(m) };

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

/** Records a buy or sell; resolves to the server's movement, or null when it failed (toast shown). */
export async function recordTrade(
  kind: TradeKind,
  orgId: number,
  body: BuySellBody,
  deps: OptimisticDeps = defaults,
): Promise<StoreMovement | null> {
  const { store } = deps;
  const tempId = nextTempId();
  const draft = optimisticMovement(kind, orgId, body, tempId);
  const mine = (c: { orgId: number | null; loaded: boolean }) => c.loaded && c.orgId === orgId;
  if (mine(store.get(movementsCacheAtom))) store.set(movementsCacheAtom, (c) => optimisticInto(c, draft));
  // At the cap, the draft pushes a real movement out of the last-10 list (brought back on failure).
  const lastWasFull = store.get(lastMovementsCacheAtom).items.length >= LAST_MOVEMENTS_CAP;
  if (mine(store.get(lastMovementsCacheAtom))) {
    store.set(lastMovementsCacheAtom, (c) => optimisticInto(c, draft, LAST_MOVEMENTS_CAP));
  }
  try {
    const movement: StoreMovement = await postTrade(kind, orgId, body);
    if (mine(store.get(movementsCacheAtom))) store.set(movementsCacheAtom, (c) => movementIntoLog(c, movement, tempId));
    if (mine(store.get(lastMovementsCacheAtom))) {
      store.set(lastMovementsCacheAtom, (c) => movementIntoLast(c, movement, tempId));
    }
    return movement;
  } catch (e) {
    store.set(movementsCacheAtom, (c) => movementRemovedFrom(c, tempId));
    const last = store.get(lastMovementsCacheAtom);
    if (last.items.some((m) => m.id === tempId)) {
      store.set(lastMovementsCacheAtom, movementRemovedFrom(last, tempId));
      if (lastWasFull && mine(last)) void loadLastMovements(orgId, deps).catch(() => undefined);
    }
    deps.notifyError(errorMessage(e, TRADE_ERROR[kind]), e);
    return null;
  }
}
