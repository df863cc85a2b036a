// A user's own notification (docs/administration.md), as GET /api/notification/mine lists it and the live socket
// delivers it to that user only (OrgRoom.sendToUser).
export interface UserNotification {
  /** The notification's id (POST /api/notification/{id}/read takes it). */
  id: number;
  title: string;
  body: string;
  /** An in-app path or an https URL; "" for none. */
  link: string;
  created_at: string;
  read_at: string | null;
}

/** Outside channels' outcome counts: "logged" is a local run's record in the outbox, never a delivery. */
export interface ChannelCounts {
  queued: number;
  sent: number;
  logged: number;
  failed: number;
}

/** One notification in the super admins' history (GET /api/notification/admin). */
export interface AdminNotification {
  id: number;
  title: string;
  body: string;
  link: string;
  audience:
    | { kind: "all" }
    | { kind: "organizations"; ids: number[] }
    | { kind: "users"; ids: number[] }
    | { kind: "role"; role: "owner" | "admin" | "user" };
  channels: Array<"in_app" | "email" | "whatsapp">;
  status: "scheduled" | "sending" | "sent" | "cancelled";
  send_at: string;
  sent_at: string | null;
  created_at: string;
  created_by: { id: number; name: string };
  recipients: number;
  read: number;
  email: ChannelCounts;
  whatsapp: ChannelCounts;
}
