// Reads of the supply reports: rodeos under withdrawal (one statement) and the rows of the consumption
// report (three statements run together: supply uses, rodeos now, the log that changed heads and lots since).
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../env";
import { addCalendarDays, MAX_WITHDRAWAL_DAYS } from "../../../shared/clearance";
import { STOCK_EFFECT } from "../../../shared/movement-types";
import { daysInMonth, type MonthRange } from "../../../shared/report-months";
import type { RodeoUnderWithdrawal } from "../../../shared/supply-types";
import { jsonList, nullableNum, num, str, type Row } from "../common/row-values";
import type { ReportLogEntry, ReportRodeo, SupplyUse } from "./consumption-report";

/**
 * Live rodeos whose latest clearance day (of treatments dated today or before, with withdrawal days) is
 * today or later, soonest first. Same rule as Rodeo.withdrawal_until, on the (organization, type, date) index.
 * Columns: WITHDRAWAL_COLUMNS.
 */
export function withdrawalsSql(orgId: number, today: string): SQL {
  const day = today.slice(0, 10);
  return sql`SELECT r.id AS rodeo_id, r.name AS rodeo,
      max(json_extract(m.data, '$.clearance_date')) AS withdrawal_until
    FROM movements m JOIN rodeos r ON r.id = m.rodeo_id AND r.organization_id = m.organization_id AND r.deleted = 0
    WHERE m.organization_id = ${orgId} AND m.type IN ('TREATMENT', 'MEDICINE') AND m.deleted = 0
      AND m.date >= ${addCalendarDays(day, -MAX_WITHDRAWAL_DAYS)} AND m.date < ${addCalendarDays(day, 1)}
      AND json_extract(m.data, '$.withdrawal_days') > 0 AND json_extract(m.data, '$.clearance_date') >= ${day}
    GROUP BY r.id
    ORDER BY withdrawal_until, r.name COLLATE NOCASE, r.id`;
}

export const WITHDRAWAL_COLUMNS = ["rodeo_id", "rodeo", "withdrawal_until"] as const;

export const toWithdrawal = (r: Row): RodeoUnderWithdrawal => ({
  rodeo_id: num(r.rodeo_id),
  rodeo: str(r.rodeo),
  withdrawal_until: str(r.withdrawal_until),
});

export async function rodeosUnderWithdrawal(db: Db, orgId: number, today: string): Promise<RodeoUnderWithdrawal[]> {
  return (await db.all<Row>(withdrawalsSql(orgId, today))).map(toWithdrawal);
}

/** Types whose entries change a rodeo's head (TRANSFER also carries the lot changes). */
const HEAD_TYPES = Object.entries(STOCK_EFFECT)
  .filter(([, effect]) => effect !== "none")
  .map(([type]) => type);
const typeList = sql.raw(HEAD_TYPES.map((t) => `'${t}'`).join(", "));

/** What a consumption (`m`) or treatment took out of supply `a`, in the supply's unit. */
const usedQuantity = sql`CASE WHEN m.type = 'ASSET_CONSUMPTION' THEN json_extract(m.data, '$.quantity')
    ELSE json_extract(m.data, '$.asset_quantity') END`;

/**
 * Its cost in pesos: the quantity at the unit cost stored with the entry (older entries: the supply's
 * current cost). Also values the finance summary's feed cost (worker/areas/money/finance).
 */
export const usedCost = sql`${usedQuantity} * coalesce(json_extract(m.data, '$.unit_cost'), a.unit_cost)`;

export async function consumptionRows(db: Db, orgId: number, range: MonthRange) {
  const start = `${range.from}-01`;
  const after = addCalendarDays(`${range.to}-${daysInMonth(range.to)}`, 1);
  const [uses, rodeos, log] = await Promise.all([
    // Supply taken out by consumptions and treatments, per day, supply and destination.
    db.all<Row>(sql`SELECT substr(m.date, 1, 10) AS day, m.rodeo_id,
        CASE WHEN m.rodeo_id IS NULL THEN m.lot_id END AS lot,
        a.id AS asset_id, a.name, a.unit,
        sum(CAST(round(${usedQuantity} * 1000) AS INTEGER)) AS milli,
        sum(${usedCost}) AS cost
      FROM movements m
      JOIN assets a ON a.id = json_extract(m.data, '$.asset_id') AND a.organization_id = m.organization_id
      WHERE m.organization_id = ${orgId} AND m.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')
        AND m.deleted = 0 AND m.date >= ${start} AND m.date < ${after}
      GROUP BY day, m.rodeo_id, lot, a.id`),
    // Every rodeo (removed ones too: their history counts) with its lot and head now.
    db.all<Row>(sql`SELECT r.id, r.name, r.lot_id,
        coalesce((SELECT sum(s.count) FROM rodeo_stock s WHERE s.rodeo_id = r.id), 0) AS total
      FROM rodeos r WHERE r.organization_id = ${orgId}`),
    // What changed heads or lots since the range start (up to now), to replay them back.
    db.all<Row>(sql`SELECT m.id, m.date, m.type, m.rodeo_id, m.animals,
        json_object('to_rodeo_id', json_extract(m.data, '$.to_rodeo_id'),
          'destination_rodeo_id', json_extract(m.data, '$.destination_rodeo_id'),
          'to_category_id', json_extract(m.data, '$.to_category_id'),
          'destination_category_id', json_extract(m.data, '$.destination_category_id'),
          'deltas', json_extract(m.data, '$.deltas'),
          'lot_change', json_extract(m.data, '$.lot_change'),
          'from_lot_id', json_extract(m.data, '$.from_lot_id'),
          'to_lot_id', json_extract(m.data, '$.to_lot_id')) AS data
      FROM movements m
      WHERE m.organization_id = ${orgId} AND m.date >= ${start} AND m.deleted = 0 AND m.type IN (${typeList})`),
  ]);
  return {
    uses: uses.map((u): SupplyUse => ({
      day: str(u.day),
      rodeo_id: nullableNum(u.rodeo_id),
      lot_id: nullableNum(u.lot),
      asset_id: num(u.asset_id),
      name: str(u.name),
      unit: str(u.unit),
      milli: num(u.milli),
      cost: num(u.cost),
    })),
    rodeos: rodeos.map((r): ReportRodeo => ({
      id: num(r.id),
      name: str(r.name),
      lot_id: nullableNum(r.lot_id),
      total: num(r.total),
    })),
    log: log.map((m): ReportLogEntry => {
      const data = JSON.parse(str(m.data) || "{}") as Record<string, unknown>;
      // json_extract gives SQLite's 1 for true.
      data.lot_change = data.lot_change === 1 || data.lot_change === true;
      if (typeof data.deltas === "string") data.deltas = jsonList(data.deltas);
      return {
        id: num(m.id),
        date: str(m.date),
        type: str(m.type),
        rodeo_id: nullableNum(m.rodeo_id),
        animals: jsonList(m.animals),
        data,
      };
    }),
  };
}
