// OrgRoom: one Durable Object per organization (named organization_{id}) that fans live messages
// out to its members' websockets; one more instance, named super_admin, is the super admins' room (the
// WhatsApp inbox: same sockets, same expiry, no organization). Uses the hibernation API so idle rooms cost nothing: sockets
// survive the object being evicted from memory, and ping/pong is answered without waking it.
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../../env";
import {
  parseClientMessage,
  roomName,
  SOCKET_CLOSE,
  SUPER_ADMIN_ROOM,
  SOCKET_PING,
  SOCKET_PONG,
  roomHello,
  type SocketMessage,
} from "../../shared/socket-messages";

/** What each socket remembers about who opened it (kept across hibernation). */
export interface SocketAttachment {
  userId: number;
  sessionId: number;
  connectedAt: string;
  /** When the socket's session ends (ISO); an alarm closes the socket then. */
  expiresAt: string;
  /** The organization the door admitted the socket to (absent on sockets opened before joins existed). */
  organizationId?: number;
  /** Set on the super admins' room's sockets, which belong to no organization. */
  room?: typeof SUPER_ADMIN_ROOM;
}

/** Headers the door (./events-routes.ts) uses to hand over the verified identity. */
export const ROOM_USER_HEADER = "x-room-user-id";
export const ROOM_SESSION_HEADER = "x-room-session-id";
export const ROOM_EXPIRES_HEADER = "x-room-session-expires";
export const ROOM_ORGANIZATION_HEADER = "x-room-organization-id";
/** Set (to SUPER_ADMIN_ROOM) instead of the organization by the door of the super admins' room. */
export const ROOM_NAME_HEADER = "x-room-name";

const userTag = (userId: number) => `user:${userId}`;
const sessionTag = (sessionId: number) => `session:${sessionId}`;

export class OrgRoom extends DurableObject<Env> {
  /** When this instance last sent a message (memory only: lost when the room hibernates, after idle seconds). */
  private lastMessageAt: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Answered by the runtime itself: keep-alive pings never wake a hibernated room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(SOCKET_PING, SOCKET_PONG));
  }

  /** Accepts an upgrade the door has already authorized (it is the only caller of this stub's fetch). */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected websocket", { status: 426 });
    }
    const userId = Number(request.headers.get(ROOM_USER_HEADER));
    const sessionId = Number(request.headers.get(ROOM_SESSION_HEADER));
    const expiresAt = request.headers.get(ROOM_EXPIRES_HEADER) ?? "";
    const superAdmins = request.headers.get(ROOM_NAME_HEADER) === SUPER_ADMIN_ROOM;
    const organizationId = superAdmins ? undefined : Number(request.headers.get(ROOM_ORGANIZATION_HEADER));
    const ids = superAdmins ? [userId, sessionId] : [userId, sessionId, organizationId];
    if (!ids.every((id) => Number.isInteger(id) && id! > 0)) {
      return new Response("Missing identity", { status: 400 });
    }
    if (Number.isNaN(Date.parse(expiresAt))) return new Response("Missing session end", { status: 400 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [userTag(userId), sessionTag(sessionId)]);
    server.serializeAttachment({
      userId,
      sessionId,
      connectedAt: new Date().toISOString(),
      expiresAt,
      ...(superAdmins ? { room: SUPER_ADMIN_ROOM } : { organizationId }),
    } satisfies SocketAttachment);
    await this.scheduleExpiry(Date.parse(expiresAt));
    server.send(roomHello(this.lastMessageAt === null ? null : Date.now() - this.lastMessageAt));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends `message` to every socket of this organization; returns how many it was sent to. */
  broadcast(message: SocketMessage): number {
    // Serialized once: with 1,000 sockets the fan-out is a tight loop of sends.
    const text = JSON.stringify(message);
    this.lastMessageAt = Date.now();
    let sent = 0;
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
        sent++;
      } catch {
        // A socket that is closing is skipped; its client reconnects and refetches.
      }
    }
    return sent;
  }

  /** Several messages of one write, in order (broadcastAll): one call to the room instead of one each. */
  broadcastAll(messages: SocketMessage[]): number {
    let sent = 0;
    for (const message of messages) sent += this.broadcast(message);
    return sent;
  }

  /** Sends `message` only to `userId`'s sockets in this room (per-user messages: notifications). */
  sendToUser(userId: number, message: SocketMessage): number {
    const text = JSON.stringify(message);
    this.lastMessageAt = Date.now();
    let sent = 0;
    for (const ws of this.ctx.getWebSockets(userTag(userId))) {
      try {
        ws.send(text);
        sent++;
      } catch {
        // Closing: its client reconnects and refetches.
      }
    }
    return sent;
  }

  /**
   * Per-user messages in one RPC (a notification reaching many members): each goes only to its own user's
   * sockets. Bounded by the caller (worker/areas/admin/notifications/notification-live.ts). Returns sends.
   */
  sendToUsers(messages: Array<{ userId: number; message: SocketMessage }>): number {
    let sent = 0;
    for (const { userId, message } of messages) sent += this.sendToUser(userId, message);
    return sent;
  }

  /** Closes every socket `userId` has in this room (the member was removed). Returns how many. */
  closeUser(
    userId: number,
    code: number = SOCKET_CLOSE.removedFromOrganization,
    reason = "Ya no sos miembro de esta organización",
  ): number {
    return closeAll(this.ctx.getWebSockets(userTag(userId)), code, reason);
  }

  /** Closes the sockets opened with any of `sessionIds` (log-out, session deleted). Returns how many. */
  closeSessions(sessionIds: number[], code: number = SOCKET_CLOSE.sessionEnded, reason = "Sesión finalizada"): number {
    let closed = 0;
    for (const id of new Set(sessionIds)) closed += closeAll(this.ctx.getWebSockets(sessionTag(id)), code, reason);
    return closed;
  }

  /** Who is connected (used by tests and the benchmark to wait for sockets). */
  connections(): SocketAttachment[] {
    return this.ctx.getWebSockets().map((ws) => ws.deserializeAttachment() as SocketAttachment);
  }

  /** Closes the sockets whose session has ended, then waits for the next one to end. */
  async alarm(): Promise<void> {
    const now = Date.now();
    let next = Infinity;
    for (const ws of this.ctx.getWebSockets()) {
      const end = Date.parse((ws.deserializeAttachment() as SocketAttachment).expiresAt);
      if (end <= now) closeAll([ws], SOCKET_CLOSE.sessionEnded, "Sesión finalizada");
      else next = Math.min(next, end);
    }
    if (next !== Infinity) await this.ctx.storage.setAlarm(next);
  }

  /** The room's alarm rings at the earliest end of a connected socket's session. */
  private async scheduleExpiry(end: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || end < current) await this.ctx.storage.setAlarm(end);
  }

  /**
   * Join and leave (docs/live-sync.md); "ping" never gets here, the runtime answers it. Clients never send
   * data: a join repeats the room the door admitted the socket to (accepted silently), a join for any
   * other room closes the socket with `notAdmitted` before anything is sent, a leave closes it
   * normally. Other frames are ignored: closing on them would only make the client reconnect.
   */
  async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const message = parseClientMessage(data);
    if (!message) return;
    const { organizationId, room } = ws.deserializeAttachment() as SocketAttachment;
    const admitted = room ?? (organizationId === undefined ? null : roomName(organizationId));
    if (message.type === "leave") closeAll([ws], 1000, "leave");
    else if (admitted === null || message.room !== admitted) {
      closeAll([ws], SOCKET_CLOSE.notAdmitted, "Sala no permitida");
    }
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // Complete the closing handshake; 1005/1006 are not valid codes to send back.
    closeAll([ws], code === 1005 || code === 1006 ? 1000 : code, reason);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    closeAll([ws], 1011, "error");
  }
}

function closeAll(sockets: WebSocket[], code: number, reason: string): number {
  let closed = 0;
  for (const ws of sockets) {
    try {
      ws.close(code, reason);
      closed++;
    } catch {
      // Already closed.
    }
  }
  return closed;
}
