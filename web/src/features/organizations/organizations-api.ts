// Organization calls used by the shell and settings (SPEC.md §7).
import { api, call } from "../../lib/api/client";
import { refetchOrganizations, selectOrganization } from "../../lib/session";

/** POST /organization, then reload the list and select the new organization. */
export async function createOrganization(name: string): Promise<number | null> {
  const res = await call(api.organization.$post({ json: { name } }));
  const organizations = await refetchOrganizations();
  const id = res.organization?.id ?? Math.max(...organizations.map((o) => o.id));
  if (Number.isFinite(id)) selectOrganization(id);
  return Number.isFinite(id) ? id : null;
}
