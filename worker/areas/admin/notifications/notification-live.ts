// Per-user live messages for the bell (docs/administration.md). A user's socket is connected to the room of the
// organization they have selected, so a message goes to every organization room the user belongs to, with
// ONE RPC per room carrying only that room's users' messages; OrgRoom.sendToUsers hands each message to its
// own user's sockets only. Users with no organization read theirs at their next GET /mine.
import type { Runtime } from "../../../env";
import type { SocketMessage } from "../../../shared/socket-messages";
import { roomStub } from "../../live/broadcast";

/** Longest a request waits for the rooms (the messages still go out after it). */
const LIVE_WAIT_MS = 1_000;
/** Messages per RPC: a room with more recipients gets several calls. */
const RPC_CHUNK = 500;

export interface UserMessage {
  userId: number;
  organizationIds: number[];
  message: SocketMessage;
}

/** Sends each message to its user's sockets in each of their organizations' rooms. Never rejects. */
export async function sendToUsers(rt: Runtime, list: UserMessage[]): Promise<void> {
  const byRoom = new Map<number, Array<{ userId: number; message: SocketMessage }>>();
  for (const { userId, organizationIds, message } of list) {
    for (const orgId of new Set(organizationIds)) {
      const room = byRoom.get(orgId) ?? [];
      room.push({ userId, message });
      byRoom.set(orgId, room);
    }
  }
  const calls: Promise<unknown>[] = [];
  for (const [orgId, messages] of byRoom) {
    for (let i = 0; i < messages.length; i += RPC_CHUNK) {
      calls.push(
        roomStub(rt.env, orgId)
          .sendToUsers(messages.slice(i, i + RPC_CHUNK))
          .catch((e: unknown) => console.error("notification live send failed", orgId, e)),
      );
    }
  }
  if (!calls.length) return;
  const all = Promise.allSettled(calls);
  rt.waitUntil(all);
  let timer: ReturnType<typeof setTimeout> | null = null;
  await Promise.race([all, new Promise<void>((resolve) => (timer = setTimeout(resolve, LIVE_WAIT_MS)))]);
  clearTimeout(timer);
}

/** The organization ids of a json_group_array column. */
export const organizationIdsOf = (value: unknown): number[] => {
  try {
    const list = JSON.parse(String(value ?? "[]")) as unknown;
    return Array.isArray(list) ? list.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
};
