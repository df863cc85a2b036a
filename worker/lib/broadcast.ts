// Publishes a live message to an organization's room after the write has committed.
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { roomName, type SocketMessage } from "../shared/socket-messages";

export function roomStub(env: AppEnv["Bindings"], organizationId: number) {
  return env.ORG_ROOM.get(env.ORG_ROOM.idFromName(roomName(organizationId)));
}

/** Fire-and-forget (kept alive with waitUntil): a failed broadcast never fails the write. */
export function broadcast(c: Context<AppEnv>, organizationId: number, message: SocketMessage): void {
  const send = roomStub(c.env, organizationId)
    .broadcast(message)
    .catch((e: unknown) => console.error("broadcast failed", e));
  try {
    c.executionCtx.waitUntil(send);
  } catch {
    // No execution context (unit tests calling the app directly): the promise still runs.
  }
}
