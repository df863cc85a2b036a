// Organization summaries with their members (my-organizations, data/{id} and the live
// 'update-organization' message), loaded in one query however many organizations.
import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { organizations, userOrganizations, users, type Role } from "../../db/schema";
import type { Db, Runtime } from "../../env";
import { broadcast } from "../live/broadcast";

export interface MemberSummary {
  user_id: number;
  role: Role;
  first_name: string;
  last_name: string;
  email: string;
}

export interface OrganizationSummary {
  id: number;
  name: string;
  members: MemberSummary[];
}

/** Members shown per query at most; organizations are teams, this only bounds hostile data. */
const MAX_ROWS = 5000;
/** D1 binds at most 100 parameters per statement. */
const CHUNK = 90;

const roleRank = sql`CASE ${userOrganizations.role} WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`;

async function load(db: Db, where: SQL): Promise<OrganizationSummary[]> {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      user_id: userOrganizations.user_id,
      role: userOrganizations.role,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
    })
    .from(organizations)
    .innerJoin(userOrganizations, eq(userOrganizations.organization_id, organizations.id))
    .innerJoin(users, eq(users.id, userOrganizations.user_id))
    .where(where)
    .orderBy(asc(organizations.name), asc(organizations.id), roleRank, asc(users.first_name), asc(users.id))
    .limit(MAX_ROWS);
  const byId = new Map<number, OrganizationSummary>();
  for (const { id, name, ...member } of rows) {
    let org = byId.get(id);
    if (!org) byId.set(id, (org = { id, name, members: [] }));
    org.members.push(member);
  }
  return [...byId.values()];
}

/** Every organization `userId` belongs to, with members and the user's own role in each. */
export async function organizationsOf(db: Db, userId: number) {
  const orgs = await load(
    db,
    inArray(
      organizations.id,
      db
        .select({ id: userOrganizations.organization_id })
        .from(userOrganizations)
        .where(eq(userOrganizations.user_id, userId)),
    ),
  );
  return orgs.map((o) => ({
    id: o.id,
    name: o.name,
    role: o.members.find((m) => m.user_id === userId)!.role,
    members: o.members,
  }));
}

export async function organizationSummaries(db: Db, ids: number[]): Promise<OrganizationSummary[]> {
  const out: OrganizationSummary[] = [];
  for (let i = 0; i < ids.length; i += CHUNK)
    out.push(...(await load(db, inArray(organizations.id, ids.slice(i, i + CHUNK)))));
  return out;
}

/** After a change to an organization or its members: tell its room (one query, then the RPC). */
export async function broadcastOrganization(rt: Runtime, organizationId: number, summary?: OrganizationSummary) {
  const org = summary ?? (await organizationSummaries(rt.db, [organizationId]))[0];
  await broadcast(rt, organizationId, {
    action: "update-organization",
    organizations: org ? [org] : [],
  });
}
