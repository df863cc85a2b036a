// One entry of the super-admin audit log as GET /api/admin/audit returns it (docs/administration.md).
import type { AUDIT_TARGET_TYPES } from "./audit-schemas";

export interface AuditEntry {
  id: number;
  action: string;
  actor: { id: number; name: string; email: string | null };
  target_type: (typeof AUDIT_TARGET_TYPES)[number];
  target_id: number | null;
  /**
   * The target's current label: a user's name or email, an organization's name, a notification's title, a
   * conversation's contact name and phone, a template's name. Null only when the target no longer exists.
   */
  target_label: string | null;
  detail: Record<string, unknown>;
  created_at: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  limit: number;
}
