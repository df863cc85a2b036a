// Saving a movement: buy and sell optimistically through the herd lists (SPEC.md §4), every other kind
// and every edit through its POST / PUT path. Failures come back as the API error, so the form
// can put the message next to the field it concerns.
import type { Movement } from "@shared/herd-types";
import type { MovementBodyKind } from "@shared/movement-schemas";
import { createMovement, editMovement } from "../../lib/api/movement-writes";
import { defaultOptimisticDeps, recordTrade, type BuySellBody } from "../../lib/store";

export type SaveResult = { ok: true; movement: Movement } | { ok: false; error: unknown };

export interface SaveInput {
  kind: MovementBodyKind;
  orgId: number;
  body: Record<string, unknown>;
  /** The movement being edited. */
  editing?: Movement | null;
}

export async function saveMovement({ kind, orgId, body, editing }: SaveInput): Promise<SaveResult> {
  try {
    if (editing) return { ok: true, movement: await editMovement(kind, orgId, editing.id, body) };
    if (kind === "BUY" || kind === "SELL") return await trade(kind, orgId, body as BuySellBody);
    return { ok: true, movement: await createMovement(kind, orgId, body) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** recordTrade shows and removes the optimistic copy; the error it met is kept for the form. */
async function trade(kind: "BUY" | "SELL", orgId: number, body: BuySellBody): Promise<SaveResult> {
  let failure: unknown = null;
  const movement = await recordTrade(kind, orgId, body, {
    ...defaultOptimisticDeps,
    // The form shows the message (field and toast) itself.
    notifyError: (_message, error) => {
      failure = error;
    },
  });
  return movement ? { ok: true, movement } : { ok: false, error: failure };
}
