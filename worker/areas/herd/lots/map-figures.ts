// The map's figures from the movement log (docs/map.md): per live lot, whether a rodeo is in it now, the day a
// rodeo last left it and the rain recorded in it over the last 30 days, in one statement whose cost does not
// grow with the log: the last departure is one seek per lot in movements_lot_left_idx (migration 0020), the
// rain one range of movements_org_type_idx over the window's days.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../env";
import { RAIN_WINDOW_DAYS, type MapFigures } from "../../../shared/lot-figures";
import { addDays, argentinaDay } from "../../../shared/task-dates";
import { bool, num, round } from "../common/row-values";

interface FigureRow {
  lot_id: number;
  grazing_now: unknown;
  last_left: string | null;
  rain_mm: unknown;
  unplaced_mm: unknown;
}

/**
 * The day a rodeo left lot `lot`: a change of lot names the lot it left in data.from_lot_id, a rodeo deleted
 * while in a lot names it in lot_id. The WHERE repeats the index's own terms word for word (SQLite uses a
 * partial index only then), and `+ 0` strips l.id's integer affinity, which would otherwise keep the index's
 * expression from being compared as stored.
 */
const lastLeft = (org: number, lot: SQL) => sql`(SELECT max(m.date) FROM movements m INDEXED BY movements_lot_left_idx
    WHERE m.organization_id = ${org} AND m.deleted = 0
      AND (m.type = 'DELETE_RODEO' OR (m.type = 'TRANSFER' AND json_type(m.data, '$.lot_change') = 'true'))
      AND (CASE m.type WHEN 'DELETE_RODEO' THEN m.lot_id ELSE json_extract(m.data, '$.from_lot_id') END) = ${lot} + 0)`;

/** The statement: one row per live lot, in the lots' order. */
export function mapFiguresSql(orgId: number, from: string, today: string): SQL {
  // A rain record's mm is free JSON: only numbers count. Dates are ISO (day first), so `< tomorrow` takes all of today.
  return sql`WITH rain AS (
      SELECT m.lot_id AS lot_id,
        total(CASE WHEN json_type(m.data, '$.mm') IN ('integer', 'real') THEN json_extract(m.data, '$.mm') END) AS mm
      FROM movements m
      WHERE m.organization_id = ${orgId} AND m.type = 'RAIN' AND m.deleted = 0
        AND m.date >= ${from} AND m.date < ${addDays(today, 1)}
      GROUP BY m.lot_id)
    SELECT l.id AS lot_id,
      EXISTS (SELECT 1 FROM rodeos r WHERE r.lot_id = l.id AND r.deleted = 0) AS grazing_now,
      ${lastLeft(orgId, sql`l.id`)} AS last_left,
      (SELECT mm FROM rain WHERE rain.lot_id = l.id) AS rain_mm,
      (SELECT mm FROM rain WHERE rain.lot_id IS NULL) AS unplaced_mm
    FROM lots l
    WHERE l.organization_id = ${orgId} AND l.deleted = 0
    ORDER BY l."order", l.id
    LIMIT 2000`;
}

/** Every live lot's figures for `today` (Argentina's day unless given). */
export async function loadMapFigures(db: Db, orgId: number, today = argentinaDay()): Promise<MapFigures> {
  const from = addDays(today, 1 - RAIN_WINDOW_DAYS);
  const rows = await db.all<FigureRow>(mapFiguresSql(orgId, from, today));
  return {
    today,
    rain_from: from,
    // Every row carries it (the same subquery); an organization without lots had no rain to place either.
    unplaced_rain_mm_30d: round(num(rows[0]?.unplaced_mm ?? 0), 1),
    lots: rows.map((r) => {
      const grazingNow = bool(r.grazing_now);
      return {
        lot_id: r.lot_id,
        last_grazed: grazingNow ? today : (r.last_left?.slice(0, 10) ?? null),
        grazing_now: grazingNow,
        rain_mm_30d: round(num(r.rain_mm ?? 0), 1),
      };
    }),
  };
}
