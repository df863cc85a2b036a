// The rodeo read: rodeos with lot, stock per category and latest weighings in one statement, and the
// row → API shape mapping (with the daily gain).
import { sql, type SQL } from "drizzle-orm";
import { dailyWeightGain, weighingsByDay, type Weighing } from "../../../shared/daily-gain";
import type { Rodeo, RodeoStock } from "../../../shared/herd-types";
import { jsonList, type JsonColumn } from "../common/row-values";
import { idList } from "../common/sql";
import { clearanceOn } from "../common/withdrawal-sql";
import { today } from "../movements/herd-log";

export interface RodeosFilter {
  orgId: number;
  rodeoIds?: readonly number[];
  /** Include soft-deleted rodeos (a single rodeo looked up by id). */
  withDeleted?: boolean;
  /** The day withdrawal_until is measured from (default today in the organization's time zone). */
  today?: string;
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
          ORDER BY m.date DESC, m.id DESC LIMIT ${RECENT_WEIGHINGS}) w) AS last_weighings,
      ${clearanceOn(sql`r.organization_id`, sql`r.id`, filter.today ?? today())} AS withdrawal_until
    FROM rodeos r LEFT JOIN lots l ON l.id = r.lot_id
    WHERE r.organization_id = ${filter.orgId}${deleted}${ids}
    ORDER BY r.name COLLATE NOCASE, r.id
    LIMIT 2000`;
}

/** The columns of rodeosSql, read back by toRodeo. */
export const RODEO_COLUMNS = [
  "id",
  "name",
  "lot_id",
  "deleted",
  "created_at",
  "updated_at",
  "lot_name",
  "stock",
  "last_weighings",
  "withdrawal_until",
] as const satisfies readonly (keyof RodeoRow)[];

/** A row of rodeosSql. */
export interface RodeoRow {
  id: number;
  name: string;
  lot_id: number | null;
  /** 0 or 1 (not read back: rodeosSql without `withDeleted` lists live rodeos only). */
  deleted: number;
  created_at: string;
  updated_at: string;
  lot_name: string | null;
  stock: JsonColumn;
  last_weighings: JsonColumn;
  withdrawal_until: string | null;
}

export function toRodeo(row: RodeoRow): Rodeo {
  const stock = jsonList<RodeoStock>(row.stock).sort((a, b) => a.category_id - b.category_id);
  const weighings = jsonList<Weighing>(row.last_weighings).filter((w) => typeof w.mean_weight === "number");
  const { id, name } = row;
  const gain = dailyWeightGain({ id, name }, weighings);
  // The last weighing stands on its own (a rodeo weighed once still has a last mean weight);
  // the daily gain needs two.
  const last = weighingsByDay(weighings).at(-1);
  const lotId = row.lot_id;
  return {
    id,
    name,
    lot_id: lotId,
    lot: lotId && row.lot_name != null ? { id: lotId, name: row.lot_name } : null,
    stock,
    total: stock.reduce((sum, s) => sum + s.count, 0),
    last_mean_weight: last ? Math.round(last.mean_weight * 100) / 100 : null,
    last_weighing_date: last?.date ?? null,
    daily_gain: gain.daily_weight_gain,
    withdrawal_until: row.withdrawal_until,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
