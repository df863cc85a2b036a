// Shapes of the session data the API returns (docs/accounts.md; GET /user and my-organizations).

export type OrganizationRole = "owner" | "admin" | "user";

export interface UserOrganization {
  id: number;
  role: OrganizationRole;
  data_entries: number;
  organization: { id: number; name: string | null };
}

/** A user's own fields, as GET /user and the super admin's GET /user/all return them. */
export interface UserRecord {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  email_verified: boolean;
  phone_verified: boolean;
  is_super_admin: boolean;
  last_login: string | null;
  created_at: string;
  updated_at: string;
}

export interface CurrentUser extends UserRecord {
  user_organizations: UserOrganization[];
}

export interface OrganizationMember {
  user_id: number;
  role: OrganizationRole;
  first_name: string;
  last_name: string;
  email: string;
}

export interface Organization {
  id: number;
  name: string;
  role: OrganizationRole;
  members: OrganizationMember[];
}
