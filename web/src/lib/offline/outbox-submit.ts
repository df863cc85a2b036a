// The one way a movement create is saved (docs/offline.md): a client id is made when the user presses
// save and travels in the body, so a lost answer followed by a retry is recorded once. Offline,
// or when the request fails for lack of network, the create goes to the outbox instead of
// failing; any answer of the server (success or refusal) is the caller's as before.
import type { OutboxKind } from "@shared/movement-batch-types";
import { isApiError } from "../api/api-error";
import { createPath } from "../api/movement-writes";
import { enqueue, newClientId, type OutboxRecord } from "./outbox";
import { isOffline, sessionUserId } from "./outbox-user";

export type Submitted<T> = { queued: false; value: T } | { queued: true; record: OutboxRecord };

/** No answer came back: the network, not the server (a timeout may have reached it: the id covers that). */
export const isNetworkFailure = (e: unknown) =>
  (isApiError(e) && (e.status === "FETCH_ERROR" || e.status === "TIMEOUT_ERROR")) || e instanceof TypeError;

export interface CreateInput {
  kind: OutboxKind;
  orgId: number;
  body: Record<string, unknown>;
  /** Buy and sell shown optimistically go through load-buy / load-sell. */
  trade?: boolean;
  /** A client id made earlier (an assistant draft carries its own): confirming twice records once. */
  clientId?: string;
}

/**
 * Sends the create with a new client id through `send`, or keeps it in the outbox when there is
 * no signal. `send` throws the API error on failure.
 */
export async function submitCreate<T>(
  { kind, orgId, body, trade = false, clientId }: CreateInput,
  send: (body: Record<string, unknown>) => Promise<T>,
): Promise<Submitted<T>> {
  const client_id = clientId ?? newClientId();
  const withId = { ...body, client_id };
  const keep = async () => {
    const user_id = sessionUserId();
    if (user_id === null) throw new Error("Sin sesión: no se puede guardar el registro");
    const path = createPath(kind, orgId, trade);
    const record = await enqueue({ client_id, user_id, organization_id: orgId, kind, path, body: withId });
    return { queued: true as const, record };
  };
  if (isOffline()) return keep();
  try {
    return { queued: false, value: await send(withId) };
  } catch (e) {
    if (isNetworkFailure(e)) return keep();
    throw e;
  }
}
