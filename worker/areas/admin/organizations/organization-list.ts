// The super admin's organization list (GET /organization/admin/all-paginated, docs/administration.md): a search by name
// or member email, sorted by creation or last activity, each organization with its owners and figures.
// One batch of two statements (the count and the page) whatever the page size.
import { sql, type SQL } from "drizzle-orm";
import { rawBatch } from "../../../db/raw-batch";
import type { Db } from "../../../env";
import type {
  OrganizationListItem,
  OrganizationOwner,
  OrganizationSort,
} from "../../../shared/organization-admin-schemas";
import { containsPattern, SPANISH_CAPITALS } from "../../account/user-search";
import { jsonList, type JsonColumn } from "../../herd/common/row-values";
import { liveRecordedSince } from "../activity/recorded-since";
import { DAY_MS } from "../../../shared/time";

// LIKE ignores case for ASCII only: the name's Spanish capitals are folded by hand (constant SQL).
const foldedName = sql.raw(
  SPANISH_CAPITALS.reduce((expr, [capital, small]) => `replace(${expr}, '${capital}', '${small}')`, "o.name"),
);

/** Name (case-insensitive) or the email of any member; `%` and `_` typed in the term are literal. */
function matches(q: string | undefined): SQL {
  if (!q) return sql`1 = 1`;
  const pattern = containsPattern(q);
  return sql`(${foldedName} LIKE ${pattern} ESCAPE '\\' OR EXISTS (
    SELECT 1 FROM user_organizations muo JOIN users mu ON mu.id = muo.user_id
     WHERE muo.organization_id = o.id AND mu.email LIKE ${pattern} ESCAPE '\\'))`;
}

/**
 * Figures of organization `o` as columns, shared with the detail. Activity is any recorded movement or a
 * member's log-in, as in ./inactive-organizations.ts; the 30-day count takes live movements only, from
 * activity_days (../activity/recorded-since.ts).
 */
/** The columns of figureColumns (sums coalesced: never NULL). */
export interface FigureColumns {
  members_count: number;
  head_count: number;
  movements_30d: number;
  last_activity: string | null;
}

/** The organization's own columns both admin reads select (alias o). */
export interface OrganizationColumns {
  id: number;
  name: string;
  timezone: string;
  currency: string;
  created_at: string;
}

export function figureColumns(since30d: string): SQL {
  return sql`
    (SELECT count(*) FROM user_organizations c WHERE c.organization_id = o.id) AS members_count,
    coalesce((SELECT sum(s.count) FROM rodeo_stock s JOIN rodeos r ON r.id = s.rodeo_id
               WHERE s.organization_id = o.id AND r.deleted = 0), 0) AS head_count,
    ${liveRecordedSince(sql`o.id`, since30d)} AS movements_30d,
    nullif(max(
      coalesce((SELECT max(m.created_at) FROM movements m WHERE m.organization_id = o.id), ''),
      coalesce((SELECT max(u.last_login) FROM user_organizations a JOIN users u ON u.id = a.user_id
                WHERE a.organization_id = o.id), '')
    ), '') AS last_activity`;
}

const ownersColumn = sql`(SELECT json_group_array(json_object('id', u.id, 'first_name', u.first_name,
    'last_name', u.last_name, 'email', u.email))
    FROM user_organizations w JOIN users u ON u.id = w.user_id
   WHERE w.organization_id = o.id AND w.role = 'owner') AS owners`;

export const since30Days = (now: Date) => new Date(now.getTime() - 30 * DAY_MS).toISOString();

export async function listOrganizations(
  db: Db,
  input: { page: number; limit: number; q?: string; sort: OrganizationSort },
  now = new Date(),
) {
  const { page, limit, q, sort } = input;
  const where = matches(q);
  const offset = (page - 1) * limit;
  const columns = sql`o.id, o.name, o.timezone, o.currency, o.created_at, ${ownersColumn}, ${figureColumns(since30Days(now))}`;
  // By creation the page is chosen first, so figures are computed for its rows only; by activity every
  // match needs its last activity to be ordered (organizations without any go last).
  const pageSql =
    sort === "created"
      ? sql`SELECT ${columns} FROM organizations o
            WHERE o.id IN (SELECT o.id FROM organizations o WHERE ${where}
                           ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset})
            ORDER BY o.created_at DESC, o.id DESC`
      : sql`SELECT * FROM (SELECT ${columns} FROM organizations o WHERE ${where})
            ORDER BY last_activity IS NULL, last_activity DESC, id DESC LIMIT ${limit} OFFSET ${offset}`;
  const [[total], rows] = await rawBatch<[{ n: number }, OrganizationColumns & FigureColumns & { owners: JsonColumn }]>(
    db,
    [sql`SELECT count(*) AS n FROM organizations o WHERE ${where}`, pageSql],
  );
  const organizations: OrganizationListItem[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    timezone: r.timezone,
    currency: r.currency,
    created_at: r.created_at,
    owners: jsonList<OrganizationOwner>(r.owners),
    members_count: r.members_count,
    head_count: r.head_count,
    movements_30d: r.movements_30d,
    last_activity: r.last_activity,
  }));
  return { organizations, total: total?.n ?? 0, page, limit };
}
