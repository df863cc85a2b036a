// Saving a movement: buy and sell optimistically through the herd lists (docs/client-rules.md), every other kind
// and every edit through its POST / PUT path. Creates go through the outbox (docs/offline.md): without
// signal they are kept and sent later, so the form reports them as saved offline. Failures come
// back as the API error, so the form can put the message next to the field it concerns.
import type { Movement } from "@shared/herd-types";
import type { MovementBodyKind } from "@shared/movement-schemas";
import { checkedBody, createMovement, editMovement } from "../../lib/api/movement-writes";
import type { OutboxRecord } from "../../lib/offline/outbox";
import { submitCreate } from "../../lib/offline/outbox-submit";
import { defaultOptimisticDeps, recordTrade, type TradeBody, type TradeKind } from "../../data/movement-trades";

export type SaveResult =
  | { ok: true; movement: Movement; queued?: false }
  | { ok: true; queued: true; record: OutboxRecord }
  | { ok: false; error: unknown };

export interface SaveInput {
  kind: MovementBodyKind;
  orgId: number;
  body: Record<string, unknown>;
  /** The movement being edited. */
  editing?: Movement | null;
  /** Keep this client id instead of making one (an assistant draft's). */
  clientId?: string;
}

export async function saveMovement({ kind, orgId, body, editing, clientId }: SaveInput): Promise<SaveResult> {
  try {
    if (editing) return { ok: true, movement: await editMovement(kind, orgId, editing.id, checkedBody(kind, body)) };
    const trade = kind === "BUY" || kind === "SELL";
    const send = (withId: Record<string, unknown>) =>
      trade
        ? tradeOrThrow(kind, orgId, checkedBody(kind, withId))
        : createMovement(kind, orgId, checkedBody(kind, withId));
    const result = await submitCreate({ kind, orgId, body, trade, clientId }, send);
    return result.queued ? { ok: true, queued: true, record: result.record } : { ok: true, movement: result.value };
  } catch (error) {
    return { ok: false, error };
  }
}

/** recordTrade shows and removes the optimistic copy; the error it met is thrown for the outbox and form. */
async function tradeOrThrow<K extends TradeKind>(kind: K, orgId: number, body: TradeBody<K>): Promise<Movement> {
  let failure: unknown = null;
  const movement = await recordTrade(kind, orgId, body, {
    ...defaultOptimisticDeps,
    // The form shows the message (field and toast) itself.
    notifyError: (_message, error) => {
      failure = error;
    },
  });
  if (!movement) throw failure;
  return movement;
}
