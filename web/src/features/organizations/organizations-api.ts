// Organization calls used by the shell and settings (SPEC.md §7).
import { api } from "../../lib/api/client";
import { refetchOrganizations, selectOrganization } from "../../lib/session";

interface CreatedOrganization {
  ok: true;
  organization?: { id: number; name: string };
}

/** POST /organization, then reload the list and select the new organization. */
export async function createOrganization(name: string): Promise<number | null> {
  const res = await api.post<CreatedOrganization>("/organization", { name });
  const organizations = await refetchOrganizations();
  const id = res.organization?.id ?? Math.max(...organizations.map((o) => o.id));
  if (Number.isFinite(id)) selectOrganization(id);
  return Number.isFinite(id) ? id : null;
}
