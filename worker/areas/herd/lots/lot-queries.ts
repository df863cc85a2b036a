// The lot read (docs/herd.md): lots with field, animals, rodeos and deaths this year in one statement
// (nested data as JSON arrays built by SQLite), and the row → API shape mapping.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../env";
import type { Lot, LotAnimal } from "../../../shared/herd-types";
import { callerRole } from "../../organization/member-role";
import { jsonList, readBoundary, round, type JsonColumn } from "../common/row-values";
import { idList, yearStart } from "../common/sql";

export interface LotsFilter {
  /** The organization; or `byId` with the caller's id to look a lot up without knowing it. */
  orgId?: number;
  byId?: { lotId: number; userId: number };
  lotIds?: readonly number[];
}

/** Lots with field, animals (stock rows of their rodeos), rodeos and deaths this year. */
export function lotsSql(filter: LotsFilter, since = yearStart()): SQL {
  const org = filter.byId
    ? sql`(SELECT organization_id FROM lots WHERE id = ${filter.byId.lotId})`
    : sql`${filter.orgId ?? 0}`;
  const where = filter.byId
    ? sql`l.id = ${filter.byId.lotId}`
    : sql`l.organization_id = ${org} AND l.deleted = 0${filter.lotIds ? sql` AND l.id IN (${idList(filter.lotIds)})` : sql``}`;
  const role = filter.byId ? sql`, ${callerRole(filter.byId.userId, sql`l.organization_id`)} AS role` : sql``;
  // Only the asked lots' deaths are added up (a live message after a write names one or two, a lot's page
  // one), through their own index: the organization's other deaths this year are never read. The whole list
  // reads this year's deaths by type and date; left to itself SQLite walks the organization's whole log through
  // movements_lot_idx, already ordered by lot for the GROUP BY (136 ms at 500,000 movements).
  const asked = filter.byId ? sql`${filter.byId.lotId}` : filter.lotIds ? idList(filter.lotIds) : null;
  const deathLots = asked ? sql` AND m.lot_id IN (${asked})` : sql``;
  const deaths = sql`movements m INDEXED BY ${sql.raw(asked ? "movements_lot_death_idx" : "movements_org_type_idx")}`;
  return sql`WITH d AS (
      SELECT m.lot_id AS lot_id, sum(json_extract(a.value, '$.count')) AS n
      FROM ${deaths}, json_each(m.animals) a
      WHERE m.organization_id = ${org} AND m.type = 'DEATH' AND m.deleted = 0 AND m.date >= ${since}${deathLots}
      GROUP BY m.lot_id)
    SELECT l.id, l.organization_id, l.name, l.hectares, l."order" AS "order", l.deleted, l.field_id,
      l.boundary, l.computed_hectares, l.created_at, l.updated_at, f.name AS field_name, f.hectares AS field_hectares,
      f.locality AS field_locality, f.renspa AS field_renspa, coalesce(d.n, 0) AS deaths,
      (SELECT json_group_array(json_object('id', s.id, 'count', s.count, 'category', c.name,
          'category_id', c.id, 'ev', c.ev, 'rodeo_id', r.id, 'rodeo', r.name))
        FROM rodeos r JOIN rodeo_stock s ON s.rodeo_id = r.id
        JOIN animal_categories c ON c.id = s.category_id
        WHERE r.lot_id = l.id AND r.deleted = 0 AND s.count > 0) AS animals,
      (SELECT json_group_array(json_object('id', r.id, 'name', r.name))
        FROM rodeos r WHERE r.lot_id = l.id AND r.deleted = 0) AS rodeos${role}
    FROM lots l LEFT JOIN fields f ON f.id = l.field_id LEFT JOIN d ON d.lot_id = l.id
    WHERE ${where}
    ORDER BY l."order", l.id
    LIMIT 2000`;
}

/** A lot's door row: the lot and the caller's role in its organization, one statement (lotsSql's byId). */
export async function lotDoorRow(db: Db, userId: number, lotId: number): Promise<LotDoorRow | undefined> {
  const [row] = await db.all<LotDoorRow>(lotsSql({ byId: { lotId, userId } }));
  return row;
}

/** The columns of lotsSql (without `byId`), read back by toLot. */
export const LOT_COLUMNS = [
  "id",
  "organization_id",
  "name",
  "hectares",
  "order",
  "deleted",
  "field_id",
  "boundary",
  "computed_hectares",
  "created_at",
  "updated_at",
  "field_name",
  "field_hectares",
  "field_locality",
  "field_renspa",
  "deaths",
  "animals",
  "rodeos",
] as const satisfies readonly (keyof LotRow)[];

/** A row of lotsSql. */
export interface LotRow {
  id: number;
  organization_id: number;
  name: string;
  hectares: number;
  order: number;
  /** 0 or 1. */
  deleted: number;
  field_id: number | null;
  /** The boundary's JSON text (or, read back through a JSON column, its value). */
  boundary: unknown;
  computed_hectares: number | null;
  created_at: string;
  updated_at: string;
  /** The field's columns: null when the lot has none (LEFT JOIN). */
  field_name: string | null;
  field_hectares: number | null;
  field_locality: string | null;
  field_renspa: string | null;
  deaths: number;
  animals: JsonColumn;
  rodeos: JsonColumn;
}

/** A row of lotsSql with `byId`: the caller's role too (null: not a member), read by the lot door. */
export type LotDoorRow = LotRow & { role: string | null };

export function toLot(row: LotRow): Lot {
  const animals = jsonList<LotAnimal>(row.animals).sort(
    (a, b) => a.rodeo.localeCompare(b.rodeo, "es") || a.rodeo_id - b.rodeo_id || a.category_id - b.category_id,
  );
  const rodeos = jsonList<{ id: number; name: string }>(row.rodeos).sort(
    (a, b) => a.name.localeCompare(b.name, "es") || a.id - b.id,
  );
  const hectares = row.hectares;
  const total = animals.reduce((sum, a) => sum + a.count, 0);
  const ev = animals.reduce((sum, a) => sum + a.count * a.ev, 0);
  const fieldId = row.field_id;
  return {
    id: row.id,
    name: row.name,
    hectares,
    order: row.order,
    // SQLite's 0/1 (or JSON's, read back through dashboard/json-rows.ts).
    deleted: row.deleted === 1,
    field_id: fieldId,
    field:
      fieldId && row.field_name != null
        ? {
            id: fieldId,
            name: row.field_name,
            // Both NOT NULL in fields: present whenever field_name is.
            hectares: row.field_hectares ?? 0,
            locality: row.field_locality ?? "",
            renspa: row.field_renspa,
          }
        : null,
    animals,
    rodeos,
    deaths: row.deaths,
    total,
    ev_per_ha: hectares > 0 ? round(ev / hectares, 2) : null,
    boundary: readBoundary(row.boundary),
    computed_hectares: row.computed_hectares,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
