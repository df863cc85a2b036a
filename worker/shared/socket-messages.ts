// The live messages a room sends (docs/live-sync.md): one discriminated union for worker and SPA.
// Entities travel shaped like the GET responses of their routes (worker/shared/herd-types.ts), so
// the SPA applies them without casts.
import * as z from "./zod";
import type { Category, Lot, Movement, OrganizationSummary, Rodeo } from "./herd-types";
import type { Supply } from "./supply-types";
import type { Note } from "./note-types";
import type { Task } from "./task-types";
import type { UserNotification } from "./notification-types";
import type { ConversationMessage, ConversationSummary } from "./whatsapp-schemas";

/** Every message also carries the writer's D1 bookmark, when it has one (worker/db/d1-session.ts). */
export type SocketMessage = SocketBody & { bookmark?: string };

type SocketBody =
  /** Organization renamed, members or roles changed: members refetch their organization list. */
  | { action: "update-organization"; organizations?: OrganizationSummary[] }
  | { action: "lot-created"; lot: Lot }
  | { action: "lot-updated"; lot: Lot }
  | { action: "lot-deleted"; lotId: number }
  /** The whole (ordered) lot list after a reorder or bulk change. */
  | { action: "lots-sync"; lots: Lot[] }
  /** Lots changed in bulk; without `lots` the client refetches them. */
  | { action: "update-lots"; lots?: Lot[] }
  | { action: "movement-created"; movement: Movement }
  | { action: "movement-updated"; movement: Movement }
  | { action: "movement-deleted"; movementId: number }
  /**
   * Movements created together (a rodeo changing lot, a batch of the offline outbox): the new entries, placed
   * like movement-created. Without them (an import) the log is paginated, so the client refetches it.
   */
  | { action: "update-movements"; movements?: Movement[] }
  /** One lot's animals changed (count update, category delete, transfer, deaths). */
  | { action: "animal-updated"; lot?: Lot; lotId?: number }
  /** Stock changed through a movement: the affected lots, or none (the client refetches lots). */
  | { action: "animal-count-changed"; lots?: Lot[]; lot?: Lot }
  | { action: "category-created"; category: Category }
  | { action: "category-updated"; category: Category }
  | { action: "category-deleted"; categoryId: number }
  | { action: "categories-sync"; categories: Category[] }
  | { action: "rodeo-created"; rodeo: Rodeo }
  | { action: "rodeo-updated"; rodeo: Rodeo }
  | { action: "rodeo-deleted"; rodeoId: number }
  /** A supply created, edited, or its quantity changed by a movement. */
  | { action: "asset-created"; asset: Supply }
  | { action: "asset-updated"; asset: Supply }
  | { action: "asset-deleted"; assetId: number }
  /** Notes and tasks (docs/tasks-and-notes.md), shaped like their GET responses; a photo added or removed is an update. */
  | { action: "note-created"; note: Note }
  | { action: "note-updated"; note: Note }
  | { action: "note-deleted"; noteId: number }
  | { action: "task-created"; task: Task }
  | { action: "task-updated"; task: Task }
  | { action: "task-deleted"; taskId: number }
  /**
   * An invoice or purchase created, changed or removed (docs/money.md), or the issuer's fiscal data saved (kind
   * "fiscal", id the organization's; docs/arca.md). Only the id travels: every member is in the room and plain
   * users may not see amounts, so owners and admins refetch through the money routes.
   */
  | { action: "money-changed"; kind: "invoice" | "purchase" | "fiscal"; id: number }
  /**
   * Tagged animals changed outside a movement (docs/animals.md): tags loaded or set, a SENASA registration, a
   * replaced button. Movements that change animals say so with their own movement-* message.
   */
  | { action: "animals-changed" }
  /**
   * Per-user messages (docs/administration.md): sent only to the sockets of the user they belong to (OrgRoom.sendToUser),
   * never broadcast to the room. A new notification for the bell, or some (or all) marked read in another tab.
   */
  | { action: "notification-received"; notification: UserNotification; unread: number }
  | { action: "notifications-read"; ids: number[] | "all"; unread: number }
  /**
   * WhatsApp inbox (docs/whatsapp.md), only in the super admins' room (SUPER_ADMIN_ROOM): a message stored (inbound,
   * a reply, its media or transcription arrived) or an outbound message's delivery status changed. The
   * conversation travels as the list shows it, so the list and the thread update without a refetch.
   */
  | { action: "conversation-message"; conversation: ConversationSummary; message: ConversationMessage }
  | { action: "conversation-status"; conversation_id: number; message: ConversationMessage };

export type SocketAction = SocketMessage["action"];

/** The message of one action, e.g. `SocketMessageOf<"lot-created">`. */
export type SocketMessageOf<A extends SocketAction> = Extract<SocketMessage, { action: A }>;

export const SOCKET_ACTIONS = [
  "update-organization",
  "animals-changed",
  "lot-created",
  "lot-updated",
  "lot-deleted",
  "lots-sync",
  "update-lots",
  "movement-created",
  "movement-updated",
  "movement-deleted",
  "update-movements",
  "animal-updated",
  "animal-count-changed",
  "category-created",
  "category-updated",
  "category-deleted",
  "categories-sync",
  "rodeo-created",
  "rodeo-updated",
  "rodeo-deleted",
  "asset-created",
  "asset-updated",
  "asset-deleted",
  "note-created",
  "note-updated",
  "note-deleted",
  "task-created",
  "task-updated",
  "task-deleted",
  "money-changed",
  "notification-received",
  "notifications-read",
  "conversation-message",
  "conversation-status",
] as const satisfies readonly SocketAction[];

/** Close codes the room uses when access ends; the client does not reconnect after them. */
export const SOCKET_CLOSE = {
  /** The member was removed from the organization. */
  removedFromOrganization: 4403,
  /** The session was revoked (log-out, session deleted, password reset). */
  sessionEnded: 4401,
  /** The socket asked to join a room it was not admitted to (its door named another room). */
  notAdmitted: 4404,
} as const;

/** The text the client sends to keep the connection alive; the room answers "pong" without waking. */
export const SOCKET_PING = "ping";
export const SOCKET_PONG = "pong";

/**
 * The room's first frame to each socket it accepts: how many milliseconds ago it last sent a message, or -1
 * when it has sent none since it woke (a room hibernates only after some idle seconds, so then none was sent
 * lately). A client whose first data was read before that message fetches it again: it was sent before the
 * socket could receive it (docs/spa-data.md, "Catching up at the start").
 */
const HELLO = "hello:";
export const roomHello = (lastMessageMsAgo: number | null) =>
  `${HELLO}${lastMessageMsAgo === null ? -1 : Math.max(0, Math.round(lastMessageMsAgo))}`;

/** A hello frame's milliseconds (null: no message lately), or undefined when `data` is not a hello. */
export function parseRoomHello(data: unknown): number | null | undefined {
  if (typeof data !== "string" || !data.startsWith(HELLO)) return undefined;
  const ago = Number(data.slice(HELLO.length));
  return Number.isInteger(ago) && ago >= 0 ? ago : null;
}

/**
 * What the client sends besides "ping" (docs/live-sync.md: join and leave for organization_{id}). A socket
 * belongs to the one room its door admitted it to: join repeats that room, leave ends the socket.
 */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("join"), room: z.string() }),
  z.object({ type: z.literal("leave"), room: z.string() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Parses a client frame, or null when it is not a join or leave. */
export function parseClientMessage(data: unknown): ClientMessage | null {
  if (typeof data !== "string" || !data.startsWith("{")) return null;
  try {
    const parsed = clientMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const roomName = (organizationId: number) => `organization_${organizationId}`;

/** The super admins' room (the WhatsApp inbox): platform-wide, opened only by super admins. */
export const SUPER_ADMIN_ROOM = "super_admin";

/** `organization_12` → 12; anything else → null. */
export function parseRoomName(name: string): number | null {
  const match = /^organization_([1-9]\d{0,9})$/.exec(name);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2 ** 31 ? id : null;
}

/** Parses a socket frame into a message, or null when it is not one (e.g. "pong"). */
export function parseSocketMessage(data: unknown): SocketMessage | null {
  if (typeof data !== "string" || !data.startsWith("{")) return null;
  try {
    const value = JSON.parse(data) as { action?: unknown };
    return typeof value.action === "string" && (SOCKET_ACTIONS as readonly string[]).includes(value.action)
      ? (value as SocketMessage)
      : null;
  } catch {
    return null;
  }
}
