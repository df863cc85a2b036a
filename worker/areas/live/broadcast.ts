// Publishes a live message to an organization's room after the write has committed.
//
// Why the route should `await broadcast(...)`: the RPC starts the moment it is called, so awaiting
// costs the writer only the room's fan-out (well under a millisecond locally, a few ms for 1,000
// sockets) and buys two guarantees: the message has left the room before the HTTP response does
// (so two sequential writes from one client are announced in order: an update is never overtaken
// by a later delete), and the writer's other tabs have it by the time its own screen updates.
// The wait is bounded and errors are swallowed: a slow or failed room never fails or stalls a
// write whose data is already committed. Forgetting the `await` is still safe: waitUntil keeps
// the RPC alive and the message is delivered, just without the ordering guarantee.
import type { Env, Runtime } from "../../env";
import { roomName, SUPER_ADMIN_ROOM, type SocketMessage } from "../../shared/socket-messages";

/** Longest a write waits for its room before answering anyway (the message still goes out). */
export const BROADCAST_WAIT_MS = 1_000;

/** An organization's room, or (with SUPER_ADMIN_ROOM) the super admins' one. */
export function roomStub(env: Env, room: number | typeof SUPER_ADMIN_ROOM) {
  return env.ORG_ROOM.get(env.ORG_ROOM.idFromName(typeof room === "number" ? roomName(room) : room));
}

/** Sends `message` to every socket of the organization (or of the super admins' room). Never rejects. */
export async function broadcast(
  rt: Runtime,
  room: number | typeof SUPER_ADMIN_ROOM,
  message: SocketMessage,
): Promise<void> {
  // The writer's bookmark rides along: a client that refetches because of this message reads data at
  // least as new as the change it announces, even from a replica.
  const bookmark = rt.bookmark?.() ?? null;
  const send = roomStub(rt.env, room)
    .broadcast(bookmark ? { ...message, bookmark } : message)
    .then(
      () => undefined,
      (e: unknown) => console.error("broadcast failed", message.action, e),
    );
  rt.waitUntil(send);
  let timer: ReturnType<typeof setTimeout> | null = null;
  await Promise.race([send, new Promise<void>((resolve) => (timer = setTimeout(resolve, BROADCAST_WAIT_MS)))]);
  clearTimeout(timer);
}
