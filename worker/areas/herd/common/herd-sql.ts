// One-statement SQL reads of the herd lists (lots, rodeos, categories): nested data comes back as JSON
// arrays built by SQLite, so a list costs one D1 statement whatever its size.
import { sql, type SQL } from "drizzle-orm";
import { callerRole } from "../../organization/door";
import { DEFAULT_TIMEZONE } from "../../../shared/defaults";

/**
 * `IN (...)` list of integer ids, written inline: D1 allows at most 100 bound parameters per statement and
 * a lot list can be longer. Only safe integers get through; an empty list matches nothing.
 */
export function idList(ids: readonly number[]): SQL {
  const safe = ids.filter((id) => Number.isSafeInteger(id));
  return safe.length ? sql.raw(safe.join(", ")) : sql`NULL`;
}

/** Jan 1 of the current year in the organization's time zone, as the movements' ISO date prefix. */
export function yearStart(now = new Date(), timeZone = DEFAULT_TIMEZONE): string {
  const year = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric" }).format(now);
  return `${year}-01-01`;
}

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
  return sql`WITH d AS (
      SELECT m.lot_id AS lot_id, sum(json_extract(a.value, '$.count')) AS n
      FROM movements m, json_each(m.animals) a
      WHERE m.organization_id = ${org} AND m.type = 'DEATH' AND m.deleted = 0 AND m.date >= ${since}
      GROUP BY m.lot_id)
    SELECT l.id, l.organization_id, l.name, l.hectares, l."order" AS "order", l.deleted, l.field_id,
      l.created_at, l.updated_at, f.name AS field_name, f.hectares AS field_hectares,
      f.locality AS field_locality, coalesce(d.n, 0) AS deaths,
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

export interface RodeosFilter {
  orgId: number;
  rodeoIds?: readonly number[];
  /** Include soft-deleted rodeos (a single rodeo looked up by id). */
  withDeleted?: boolean;
}

/**
 * Weighings read per rodeo for its daily gain: the last two weighing days are among the latest few
 * (same-day weighings merge into one day in dailyWeightGain).
 */
const RECENT_WEIGHINGS = 12;

/**
 * Rodeos with lot, stock per category and their latest weighings (for the daily gain). `+m.type` keeps
 * SQLite on the (organization, rodeo, date) index, read backwards and stopped after a few rows; the type
 * index would scan every weighing of the organization once per rodeo.
 */
export function rodeosSql(filter: RodeosFilter): SQL {
  const ids = filter.rodeoIds ? sql` AND r.id IN (${idList(filter.rodeoIds)})` : sql``;
  const deleted = filter.withDeleted ? sql`` : sql` AND r.deleted = 0`;
  return sql`SELECT r.id, r.name, r.lot_id, r.deleted, r.created_at, r.updated_at, l.name AS lot_name,
      (SELECT json_group_array(json_object('id', s.id, 'category_id', s.category_id, 'category', c.name,
          'ev', c.ev, 'count', s.count))
        FROM rodeo_stock s JOIN animal_categories c ON c.id = s.category_id
        WHERE s.rodeo_id = r.id AND s.count > 0) AS stock,
      (SELECT json_group_array(json_object('date', w.date, 'mean_weight', w.mw)) FROM (
          SELECT m.date AS date, json_extract(m.data, '$.mean_weight') AS mw
          FROM movements m
          WHERE m.organization_id = r.organization_id AND m.rodeo_id = r.id AND +m.type = 'WEIGHING'
            AND m.deleted = 0
          ORDER BY m.date DESC, m.id DESC LIMIT ${RECENT_WEIGHINGS}) w) AS last_weighings
    FROM rodeos r LEFT JOIN lots l ON l.id = r.lot_id
    WHERE r.organization_id = ${filter.orgId}${deleted}${ids}
    ORDER BY r.name COLLATE NOCASE, r.id
    LIMIT 2000`;
}

/** Categories with their total head (live rodeos) and, optionally, the rodeos holding them. */
export function categoriesSql(orgId: number, opts: { withRodeos?: boolean; categoryId?: number } = {}): SQL {
  const rodeos = opts.withRodeos
    ? sql`, (SELECT json_group_array(json_object('id', r.id, 'name', r.name, 'count', s.count,
          'stock_id', s.id, 'lot_id', r.lot_id))
        FROM rodeo_stock s JOIN rodeos r ON r.id = s.rodeo_id
        WHERE s.category_id = c.id AND s.count > 0 AND r.deleted = 0) AS rodeos`
    : sql``;
  const one = opts.categoryId ? sql` AND c.id = ${opts.categoryId}` : sql``;
  return sql`SELECT c.id, c.name, c.ev, c.created_at, c.updated_at,
      coalesce((SELECT sum(s.count) FROM rodeo_stock s JOIN rodeos r ON r.id = s.rodeo_id
        WHERE s.category_id = c.id AND r.deleted = 0), 0) AS total${rodeos}
    FROM animal_categories c
    WHERE c.organization_id = ${orgId}${one}
    ORDER BY c.id
    LIMIT 500`;
}
