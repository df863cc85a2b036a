// Saving a movement: buy and sell optimistically through the store (SPEC.md §4), every other kind
// and every edit through its POST / PUT path. Failures come back as the API error, so the form
// can put the message next to the field it concerns.
import type { Movement } from "@shared/herd-types";
import { MOVEMENT_PATHS, type MovementBodyKind } from "@shared/movement-schemas";
import { api } from "../../lib/api/client";
import { appStore } from "../../lib/session";
import { recordTrade, type BuySellBody } from "../../lib/store";

export type SaveResult = { ok: true; movement: Movement } | { ok: false; error: unknown };

export interface SaveInput {
  kind: MovementBodyKind;
  orgId: number;
  body: Record<string, unknown>;
  /** The movement being edited. */
  editing?: Movement | null;
}

export async function saveMovement({ kind, orgId, body, editing }: SaveInput): Promise<SaveResult> {
  const path = MOVEMENT_PATHS[kind].path;
  try {
    if (editing) {
      const r = await api.put<{ movement: Movement }>(`/movement/${path}/${orgId}/${editing.id}`, body);
      return { ok: true, movement: r.movement };
    }
    if (kind === "BUY" || kind === "SELL") return await trade(kind, orgId, body as BuySellBody);
    const r = await api.post<{ movement: Movement }>(`/movement/${path}/${orgId}`, body);
    return { ok: true, movement: r.movement };
  } catch (error) {
    return { ok: false, error };
  }
}

/** recordTrade shows and removes the optimistic copy; the error it met is kept for the form. */
async function trade(kind: "BUY" | "SELL", orgId: number, body: BuySellBody): Promise<SaveResult> {
  let failure: unknown = null;
  const movement = await recordTrade(kind, orgId, body, {
    store: appStore,
    api: {
      get: (p) => api.get(p),
      delete: (p, b) => api.delete(p, b),
      post: async <T>(p: string, b?: unknown) => {
        try {
          return await api.post<T>(p, b);
        } catch (e) {
          failure = e;
          throw e;
        }
      },
    },
    // The form shows the message (field and toast) itself.
    notifyError: () => undefined,
  });
  return movement ? { ok: true, movement } : { ok: false, error: failure };
}
