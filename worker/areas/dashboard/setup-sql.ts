// The "Primeros pasos" figures (docs/first-steps.md): how much structure, stock, team and weather the ranch
// has recorded, as one JSON object column of the dashboard's single statement (no statement of its own).
// Counts for the small tables; existence for the movement log (indexed by organization and type).
import { and, count, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { fields, invitations, lots, movements, rodeos, userOrganizations } from "../../db/schema";
import type { Db } from "../../env";
import type { DashboardSetup } from "../../shared/dashboard-types";
import { STOCK_EFFECT, type MovementType } from "../../shared/movement-types";
import { jsonObject, type JsonColumn } from "../herd/common/row-values";
import { pending } from "../organization/invitations";
import { jsonObjectOf } from "./json-rows";

/** Records that bring head into a rodeo or set its count: a purchase, a rodeo created with its animals, a recount... */
export const STOCK_TYPES = (Object.keys(STOCK_EFFECT) as MovementType[]).filter(
  (t) => STOCK_EFFECT[t] === "add" || STOCK_EFFECT[t] === "audit",
);

/** A query builder as a scalar subquery (drizzle writes it in parentheses). */
const scalar = (query: SQLWrapper): SQL => sql`${query}`;

/** The setup figures of `orgId` as one `json_object(...)`. */
export function setupSql(db: Db, orgId: number): SQL {
  const types = sql.join(
    STOCK_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  // A live record of those types with a line of at least one head (a supply count names no animals).
  const stock = sql`EXISTS (SELECT 1 FROM ${movements} m WHERE m.organization_id = ${orgId} AND m.deleted = 0
    AND m.type IN (${types})
    AND EXISTS (SELECT 1 FROM json_each(m.animals) a WHERE CAST(json_extract(a.value, '$.count') AS REAL) > 0))`;
  const rain = db
    .select({ one: sql`1` })
    .from(movements)
    .where(and(eq(movements.organization_id, orgId), eq(movements.deleted, false), eq(movements.type, "RAIN")))
    .limit(1);
  return jsonObjectOf({
    fields: scalar(db.select({ n: count() }).from(fields).where(eq(fields.organization_id, orgId))),
    lots: scalar(
      db
        .select({ n: count() })
        .from(lots)
        .where(and(eq(lots.organization_id, orgId), eq(lots.deleted, false))),
    ),
    rodeos: scalar(
      db
        .select({ n: count() })
        .from(rodeos)
        .where(and(eq(rodeos.organization_id, orgId), eq(rodeos.deleted, false))),
    ),
    stock,
    members: scalar(
      db.select({ n: count() }).from(userOrganizations).where(eq(userOrganizations.organization_id, orgId)),
    ),
    pending_invitations: scalar(
      db
        .select({ n: count() })
        .from(invitations)
        .where(and(eq(invitations.organization_id, orgId), pending())),
    ),
    rain: sql`EXISTS ${rain}`,
  });
}

/** setupSql's object: counts, and SQLite's 0/1 for the EXISTS figures. */
type SetupObject = Record<"fields" | "lots" | "rodeos" | "members" | "pending_invitations" | "stock" | "rain", number>;

export function toSetup(value: JsonColumn): DashboardSetup {
  const o = jsonObject(value) as SetupObject;
  return {
    fields: o.fields,
    lots: o.lots,
    rodeos: o.rodeos,
    stock: o.stock === 1,
    members: o.members,
    pending_invitations: o.pending_invitations,
    rain: o.rain === 1,
  };
}
