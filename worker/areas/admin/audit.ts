// The audit log of super-admin writes (docs/administration.md): every route that changes something as a super admin
// adds `auditWrite(...)` to its own batch (or awaits it right after), so the trail never misses a write.
import { auditLog } from "../../db/schema";
import type { Db } from "../../env";
import type { AUDIT_TARGET_TYPES } from "../../shared/audit-schemas";

export interface AuditEntry {
  /** user-edit, set-initial-password, add-user-admin, invite-user-admin, greeting, notification, reminder, ... */
  action: string;
  target_type: (typeof AUDIT_TARGET_TYPES)[number];
  target_id: number | null;
  /** What changed (field names, counts); never a password, token or message body with a secret. */
  detail?: Record<string, unknown>;
}

/** The insert statement of one audit entry (await it, or put it in the write's db.batch). */
export const auditWrite = (db: Db, actorId: number, entry: AuditEntry) =>
  db.insert(auditLog).values({
    actor_id: actorId,
    action: entry.action,
    target_type: entry.target_type,
    target_id: entry.target_id,
    detail: entry.detail ?? {},
  });
