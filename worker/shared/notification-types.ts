// A user's own notification (issue #15), as GET /api/notification/mine lists it and the live socket
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
