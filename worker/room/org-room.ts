// OrgRoom: one Durable Object per organization that fans live messages out to its websockets.
// Minimal for now: accepts hibernatable sockets and broadcasts; the live-sync issue extends it.
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";
import type { SocketMessage } from "../shared/socket-messages";

export interface SocketAttachment {
  userId: number;
  sessionId: number;
}

export class OrgRoom extends DurableObject<Env> {
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected websocket", { status: 426 });
    }
    const userId = Number(request.headers.get("x-user-id"));
    const sessionId = Number(request.headers.get("x-session-id"));
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [`user:${userId}`, `session:${sessionId}`]);
    server.serializeAttachment({ userId, sessionId } satisfies SocketAttachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends `message` to every socket of this organization. Called by routes after their write. */
  async broadcast(message: SocketMessage): Promise<number> {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
        sent++;
      } catch {
        // A socket that is closing is skipped; it reconnects and refetches.
      }
    }
    return sent;
  }

  async webSocketMessage(): Promise<void> {
    // Clients never send data over the socket (DESIGN.md §6).
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, "closed");
    } catch {
      // already closed
    }
  }
}
