// GET /api/admin/audit: one page of the super-admin audit log (docs/administration.md).
import { api, call } from "../../lib/api/client";
import type { AuditEntry } from "@shared/audit-types";

export const AUDIT_PAGE_SIZE = 10;

export async function fetchAuditPage(page: number) {
  const { entries, total, limit } = await call(
    api.admin.audit.$get({ query: { page: String(page), limit: String(AUDIT_PAGE_SIZE) } }),
  );
  return { entries: entries as AuditEntry[], total, page, limit };
}
