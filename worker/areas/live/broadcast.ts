// Publishes a live message to an organization's room after the write has committed.
//
// A write does not wait for its room: a write's messages leave once its answer has (waitUntil keeps the work alive),
// so the writer waits neither for the fan-out nor for the making of messages it does not answer with (in production
// the room runs elsewhere; locally it shares the worker's thread, docs/performance.md).
// The price: the messages of two writes of one entity may reach a client in either order. Every message
// carries the writer's D1 bookmark, which sorts in commit order, and the SPA keeps the newest state of each
// entity by it (web/src/data/live/snapshot-order.ts, docs/live-sync.md). The messages of one write still
// travel together, in order, in one call. A failed room only logs: the write is already committed.
import type { Env, Runtime } from "../../env";
import { afterResponseIn } from "../../lib/after-response";
import { roomName, SUPER_ADMIN_ROOM, type SocketMessage } from "../../shared/socket-messages";

/** An organization's room, or (with SUPER_ADMIN_ROOM) the super admins' one. */
export function roomStub(env: Env, room: number | typeof SUPER_ADMIN_ROOM) {
  return env.ORG_ROOM.get(env.ORG_ROOM.idFromName(typeof room === "number" ? roomName(room) : room));
}

/** Sends `message` to every socket of the organization (or of the super admins' room). Never waits nor rejects. */
export function broadcast(rt: Runtime, room: number | typeof SUPER_ADMIN_ROOM, message: SocketMessage): Promise<void> {
  return broadcastAll(rt, room, [message]);
}

/** Sends `messages`, in order, to every socket of the room in one call to it. Never waits nor rejects. */
export function broadcastAll(
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
  return Promise.resolve();
}

/** A message, or what makes a write's messages when they leave (a stock read back is shaped then, not before the answer). */
export type Publishable = SocketMessage | (() => readonly SocketMessage[]);

/**
 * A write's publish: what it publishes in a row goes to the room in one call, in the order published, a macrotask
 * later (after the answer, for a write that publishes last). The caller's promise settles at once: nothing waits.
 */
export function roomPublisher(rt: Runtime, room: number): (message: Publishable) => Promise<void> {
  let queue: Publishable[] | null = null;
  return (message) => {
    if (!queue) {
      const batch: Publishable[] = (queue = []);
      afterResponseIn(rt, "live messages", () => {
        queue = null;
        const messages = batch.flatMap((m) => (typeof m === "function" ? m() : [m]));
        return messages.length ? broadcastAll(rt, room, messages) : undefined;
      });
    }
    queue.push(message);
    return Promise.resolve();
  };
}
