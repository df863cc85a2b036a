// One organization as the super admin's detail panel shows it (docs/administration.md): members with roles and contact,
// figures, the latest movements and member log-ins. One batch of three statements.
import { sql } from "drizzle-orm";
import { rawBatch } from "../../../db/raw-batch";
import type { Db } from "../../../env";
import {
  DETAIL_MEMBERS_MAX,
  RECENT_LOGINS,
  RECENT_MOVEMENTS,
  type OrganizationDetail,
  type OrganizationMember,
  type RecentMovement,
} from "../../../shared/organization-admin-schemas";
import { figureColumns, since30Days, type FigureColumns, type OrganizationColumns } from "./organization-list";

type OrganizationRow = OrganizationColumns & FigureColumns & { lots_count: number; rodeos_count: number };

/** A member's row: an OrganizationMember's columns, phone_verified as SQLite's 0/1. */
type MemberRow = Omit<OrganizationMember, "phone_verified"> & { phone_verified: number };

/** The organization's detail, or null when there is no organization `id`. */
export async function organizationDetail(db: Db, id: number, now = new Date()): Promise<OrganizationDetail | null> {
  const [[org], members, movements] = await rawBatch<[OrganizationRow, MemberRow, RecentMovement]>(db, [
    sql`SELECT o.id, o.name, o.timezone, o.currency, o.created_at, ${figureColumns(since30Days(now))},
        (SELECT count(*) FROM lots l WHERE l.organization_id = o.id AND l.deleted = 0) AS lots_count,
        (SELECT count(*) FROM rodeos r WHERE r.organization_id = o.id AND r.deleted = 0) AS rodeos_count
        FROM organizations o WHERE o.id = ${id}`,
    sql`SELECT u.id AS user_id, uo.role, u.first_name, u.last_name, u.email, u.phone, u.phone_verified, u.last_login
        FROM user_organizations uo JOIN users u ON u.id = uo.user_id
        WHERE uo.organization_id = ${id}
        ORDER BY CASE uo.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, u.first_name, u.id
        LIMIT ${DETAIL_MEMBERS_MAX}`,
    sql`SELECT m.id, m.type, m.date, m.detail, m.created_at,
          nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS created_by
        FROM movements m LEFT JOIN users u ON u.id = m.created_by
        WHERE m.organization_id = ${id} AND m.deleted = 0
        ORDER BY m.created_at DESC, m.id DESC LIMIT ${RECENT_MOVEMENTS}`,
  ]);
  if (!org) return null;
  const list: OrganizationMember[] = members.map((m) => ({ ...m, phone_verified: m.phone_verified === 1 }));
  const recent_logins = list
    .filter((m): m is OrganizationMember & { last_login: string } => m.last_login !== null)
    .sort((a, b) => b.last_login.localeCompare(a.last_login))
    .slice(0, RECENT_LOGINS)
    .map((m) => ({
      user_id: m.user_id,
      name: `${m.first_name} ${m.last_name}`.trim(),
      email: m.email,
      last_login: m.last_login,
    }));
  return {
    ...org,
    members: list,
    recent_movements: movements,
    recent_logins,
  };
}
