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
} from "../../../shared/organization-admin-schemas";
import { bool, num } from "../../herd/common/row-values";
import { figureColumns, since30Days } from "./organization-list";

const nullableText = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The organization's detail, or null when there is no organization `id`. */
export async function organizationDetail(db: Db, id: number, now = new Date()): Promise<OrganizationDetail | null> {
  const [[org], members, movements] = await rawBatch(db, [
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
  const list: OrganizationMember[] = members.map((m) => ({
    user_id: num(m.user_id),
    role: m.role as OrganizationMember["role"],
    first_name: String(m.first_name),
    last_name: String(m.last_name),
    email: String(m.email),
    phone: nullableText(m.phone),
    phone_verified: bool(m.phone_verified),
    last_login: nullableText(m.last_login),
  }));
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
    id: num(org.id),
    name: String(org.name),
    timezone: String(org.timezone),
    currency: String(org.currency),
    created_at: String(org.created_at),
    members_count: num(org.members_count),
    head_count: num(org.head_count),
    movements_30d: num(org.movements_30d),
    last_activity: nullableText(org.last_activity),
    lots_count: num(org.lots_count),
    rodeos_count: num(org.rodeos_count),
    members: list,
    recent_movements: movements.map((m) => ({
      id: num(m.id),
      type: String(m.type),
      date: String(m.date),
      detail: String(m.detail ?? ""),
      created_at: String(m.created_at),
      created_by: nullableText(m.created_by),
    })),
    recent_logins,
  };
}
