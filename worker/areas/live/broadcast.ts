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
export function broadcast(rt: Runtime, room: number | typeof SUPER_ADMIN_ROOM, message: SocketMessage): Promise<void> {
  return broadcastAll(rt, room, [message]);
}

/** Sends `messages`, in order, to every socket of the room in one call to it. Never rejects. */
export async function broadcastAll(
  rt: Runtime,
  room: number | typeof SUPER_ADMIN_ROOM,
  messages: readonly SocketMessage[],
): Promise<void> {
  // The writer's bookmark rides along: a client that refetches because of this message reads data at
  // least as new as the change it announces, even from a replica.
  const bookmark = rt.bookmark?.() ?? null;
  const stamped = bookmark ? messages.map((m) => ({ ...m, bookmark })) : messages;
  const stub = roomStub(rt.env, room);
  const send = (stamped.length === 1 ? stub.broadcast(stamped[0]!) : stub.broadcastAll([...stamped])).then(
    () => undefined,
    (e: unknown) => console.error("broadcast failed", messages.map((m) => m.action).join(","), e),
  );
  rt.waitUntil(send);
  let timer: ReturnType<typeof setTimeout> | null = null;
  await Promise.race([send, new Promise<void>((resolve) => (timer = setTimeout(resolve, BROADCAST_WAIT_MS)))]);
  clearTimeout(timer);
}

/**
 * A write's publish: the messages it publishes in one turn (announce sends them together) leave in one call
 * to the room, in the order published; each caller's promise settles when that call has.
 */
export function roomPublisher(rt: Runtime, room: number): (message: SocketMessage) => Promise<void> {
  let queue: SocketMessage[] | null = null;
  let sent: Promise<void> = Promise.resolve();
  return (message) => {
    if (!queue) {
      const batch: SocketMessage[] = (queue = []);
      sent = Promise.resolve().then(() => {
        queue = null;
        return broadcastAll(rt, room, batch);
      });
    }
    queue.push(message);
    return sent;
  };
}
