// The super admin's Organizations screen (docs/administration.md): the list, one organization's detail, adding a user
// to it and greeting its members.
import type { OrganizationDetail, OrganizationListItem, OrganizationSort } from "@shared/organization-admin-schemas";
import { api, call, id } from "../../lib/api/client";

/** Rows per page (the API's default, docs/architecture.md). */
export const ORGANIZATIONS_PAGE_SIZE = 10;

export interface OrganizationsPage {
  organizations: OrganizationListItem[];
  total: number;
  page: number;
  limit: number;
  q: string;
}

export async function fetchOrganizationsPage(page: number, q: string, sort: OrganizationSort) {
  const query = { page: String(page), limit: String(ORGANIZATIONS_PAGE_SIZE), sort, ...(q ? { q } : {}) };
  const body = await call(api.organization.admin["all-paginated"].$get({ query }));
  return { organizations: body.organizations, total: body.total, page, limit: body.limit, q } as OrganizationsPage;
}

export async function fetchOrganizationDetail(organizationId: number): Promise<OrganizationDetail> {
  const body = await call(api.admin.organizations[":id"].$get({ param: { id: id(organizationId) } }));
  return body.organization;
}

export interface AddUserInput {
  email: string;
  first_name: string;
  last_name: string;
  role: "owner" | "admin" | "user";
}

/**
 * An active account with a verified email joins at once, an unverified one is invited; a new (or never
 * activated) one gets an activation link. The answer's message says which.
 */
export async function addUserToOrganization(organizationId: number, input: AddUserInput) {
  const body = await call(
    api.organization["add-user-admin"].$post({ json: { ...input, organization_id: organizationId } }),
  );
  return body.message;
}

export async function sendGreeting(organizationId: number) {
  const body = await call(
    api.organization[":id"]["send-greeting"].$post({ param: { id: id(organizationId) }, json: {} }),
  );
  return body.message;
}
