// The super admin's Organizations screen (docs/administration.md): the list's query, and what the list and the
// detail answer. Shared by the API and the screen.
import { paginationSchema, searchTermSchema } from "./auth-schemas";
import * as z from "./zod";

export const ORGANIZATION_SORTS = ["created", "activity"] as const;
export type OrganizationSort = (typeof ORGANIZATION_SORTS)[number];

/** GET /organization/admin/all-paginated: a page (1 and 10 unless asked, at most 100), a search, a sort. */
export const organizationListQuerySchema = paginationSchema.extend({
  q: searchTermSchema,
  sort: z.enum(ORGANIZATION_SORTS, { error: "Ordená por creación o por última actividad" }).default("created"),
});

export interface OrganizationOwner {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** Movements and member log-ins count as activity (the same rule as the inactive organizations). */
export interface OrganizationFigures {
  members_count: number;
  /** Head in the stock of live rodeos. */
  head_count: number;
  /** Live movements recorded in the last 30 days. */
  movements_30d: number;
  /** The later of the latest recorded movement and the latest member log-in; null when neither exists. */
  last_activity: string | null;
}

export interface OrganizationListItem extends OrganizationFigures {
  id: number;
  name: string;
  timezone: string;
  currency: string;
  created_at: string;
  owners: OrganizationOwner[];
}

export interface OrganizationMember {
  user_id: number;
  role: "owner" | "admin" | "user";
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  phone_verified: boolean;
  last_login: string | null;
}

export interface RecentMovement {
  id: number;
  type: string;
  /** The movement's own day (YYYY-MM-DD). */
  date: string;
  detail: string;
  created_at: string;
  created_by: string | null;
}

export interface OrganizationDetail extends OrganizationFigures {
  id: number;
  name: string;
  timezone: string;
  currency: string;
  created_at: string;
  lots_count: number;
  rodeos_count: number;
  members: OrganizationMember[];
  recent_movements: RecentMovement[];
  /** Members by latest log-in, newest first (those who never logged in are left out). */
  recent_logins: Array<{ user_id: number; name: string; email: string; last_login: string }>;
}

/** Rows of the detail's recent activity. */
export const RECENT_MOVEMENTS = 10;
export const RECENT_LOGINS = 5;
/** Members listed in the detail at most (teams are small; this only bounds hostile data). */
export const DETAIL_MEMBERS_MAX = 200;
